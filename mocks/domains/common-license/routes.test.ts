import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { chinaToday } from '../../../src/domain/calendar';
import {
  AUTH_CODE_BASE as CODE,
  BUY_SMS,
  endDay,
  LICENSE_BASE as L,
  LICENSE_ORDER_BASE as O,
  PERMANENT_DATE,
  SMS_ORDER_BASE as SMS,
  STRATEGY_BASE,
} from '../../../src/domain/licence';
import { BUILDING_BASE, ROOM_BASE as ROOM, ROOM_MODEL_BASE } from '../../../src/domain/rooms';
import { onDbChange } from '../../db';
import type { MenuNode } from '../../menus';
import { mockDb, setClock } from '../../node';
import { AUTH_CODES, DEMO_USERS, LICENCE_TABLES, LICENSE_IDS, type LicenseProduct } from '../../seed';
import { TestClient } from '../../test-client';
import {
  LICENCE_MSG,
  pushPayOrder,
  roomQuota,
  simulatePayment,
  type LicenseOrder,
  type PayOrder,
  type PayStatusAnswer,
  type PlaceLicense,
  type PlaceVersion,
  type RoomPriceQuote,
} from '../common-license/routes';
import { as, data, fieldError, hotelDesk, post, postControl, socketAt, type Page } from '../../test-kit';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

type Menus = { menus: MenuNode[]; permissions: string[] };

/** 2026-11-21 10:00 in China. */
const NOW = Date.parse('2026-11-21T02:00:00Z');
const TODAY = '2026-11-21';
let clock = NOW;
beforeEach(() => {
  clock = NOW;
  setClock(() => clock);
});
const later = (seconds: number) => (clock += seconds * 1000);

const owner = (placeId = 1006) => as(DEMO_USERS.owner, placeId);
const staff = hotelDesk;

const refusal = (msg: string, code = 500) => ({ code, msg, data: null });

let requests = 0;
/** A fresh idempotency key, as the order dialog makes one per order. */
const rid = () => `test-request-${String(++requests).padStart(4, '0')}`;

const buyLicense = (c: TestClient, b: Record<string, unknown>) =>
  c
    .post<PayOrder>(`${L}/buyLicense`, { num: 1, payChannel: 10000, requestId: rid(), ...b })
    .then((r) => r.body);
/** OTA直连 1年 (priceId 101) or another term plan, answered and checked. */
const order = (c: TestClient, licenseId: number = LICENSE_IDS.ota, priceId = 101) =>
  data(
    c.post<PayOrder>(`${L}/buyLicense`, { licenseId, priceId, num: 1, payChannel: 10000, requestId: rid() }),
  );
const poll = (c: TestClient, outTradeNo: string) =>
  c.post<PayStatusAnswer>(`${O}/getByPayStatus`, { outTradeNo }).then((r) => r.body);
const info = (c: TestClient, outTradeNo: string) =>
  data(c.post<LicenseOrder>(`${O}/getBuyOrderInfo`, { outTradeNo }));
const licencesOf = (c: TestClient) => data(c.post<PlaceLicense[]>(`${L}/listByPlace`));
const licenceOf = async (c: TestClient, licenseId: number) =>
  (await licencesOf(c)).find((l) => l.licenseId === licenseId);
const version = (c: TestClient) => data(c.get<PlaceVersion>(`${L}/selectVersion`));
const menuPaths = async (c: TestClient) => {
  const { menus, permissions } = await data(c.get<Menus>('/api/merchantMenus', { product: 'merchant' }));
  const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);
  return { paths: paths(menus), permissions };
};
const pay = (outTradeNo: string) => {
  const res = simulatePayment(outTradeNo, 'success');
  expect(res.code, res.msg).toBe(200);
  return res.data!;
};

describe('wire shapes', () => {
  // the answers are declared once for both sides (src/domain/licence.ts); an order is made from its row
  it('answers an order without what only its row keeps', async () => {
    const order = await data((await owner()).post<LicenseOrder>(`${O}/detail`, { id: 7 }));
    expect(order.outTradeNo).not.toBe('');
    for (const key of [
      'placeId',
      'priceId',
      'userId',
      'requestId',
      'kind',
      'qrCode',
      'qrTime',
      'oldTradeNos',
    ])
      expect(order, key).not.toHaveProperty(key);
  });
});

describe('strategy/getOpenStrategyList', () => {
  it('answers three banners whose images the console serves itself (offline)', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    c.enter(1001);
    const res = await c.post<Array<{ id: number; imgUrl: string; title: string; link: string }>>(
      `${STRATEGY_BASE}/getOpenStrategyList`,
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({ title: '春季房费立减活动' });
    for (const s of res.body.data) {
      expect(s.imgUrl).toMatch(/^\/mock-assets\/[\w-]+\.svg$/);
      const file = path.join(PUBLIC, s.imgUrl);
      expect(existsSync(file), s.imgUrl).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('width="960" height="80"');
      expect(svg).toContain(s.title);
      expect(s.link).toMatch(/^(\/|https:\/\/)/);
    }
    // place-scoped
    expect((await c.enter(null).post(`${STRATEGY_BASE}/getOpenStrategyList`)).body.code).toBe(403);
  });
});

describe('what is on sale and what the place has', () => {
  it('offers hotels the modules, the edition, rooms and goods, and internet cafes the edition and goods', async () => {
    const c = await owner(1001);
    const hotel = await data(c.get<LicenseProduct[]>(`${L}/list`));
    expect(hotel.map((p) => [p.id, p.licenseName, p.licenseType])).toEqual([
      [1, 'OTA直连', 1],
      [2, '智能门锁对接', 1],
      [3, '自助房卡盒', 1],
      [4, '专业版', 6],
      [5, '房间扩容', 5],
      [6, '身份证阅读器', 2],
      [7, '门锁发卡器', 2],
    ]);
    const ota = hotel[0]!;
    expect(ota.menuNames).toEqual(['OTA设置']);
    expect(ota.helpTip).not.toBe('');
    expect(ota.priceList.map((p) => [p.planName, p.type, p.price, p.discount, p.validTime])).toEqual([
      ['1年', 1, 1980, 100, 1],
      ['2年', 1, 3600, 90, 2],
      ['永久', 1, 6800, 100, 0],
    ]);
    expect(hotel[1]!.menuNames).toEqual(['门锁管理']);
    expect(hotel[2]!.priceList).toEqual([
      {
        id: 301,
        planName: '1年',
        type: 1,
        price: 980,
        discount: 88,
        validTime: 1,
        roomPrice: 0,
        roomNum: 0,
        num: 1,
      },
    ]);
    expect(hotel[3]!.priceList.map((p) => [p.price, p.validTime])).toEqual([[8800, 0]]);
    expect(
      hotel[4]!.priceList.map((p) => [
        p.id,
        p.planName,
        p.type,
        p.price,
        p.discount,
        p.roomPrice,
        p.roomNum,
        p.validTime,
      ]),
    ).toEqual([
      [501, '按月扩容', 3, 0, 100, 3, 10, 0],
      [502, '50间/年', 4, 1500, 100, 0, 50, 12],
      [503, '100间/年', 5, 2700, 95, 0, 100, 12],
      [504, '200间/2年', 6, 9600, 90, 0, 200, 24],
    ]);
    expect(hotel[5]!.priceList.map((p) => [p.type, p.price, p.num])).toEqual([[2, 680, 1]]);
    expect(hotel[6]!.priceList.map((p) => [p.type, p.price, p.num])).toEqual([[2, 460, 1]]);

    const netbar = await as(DEMO_USERS.owner, 1005, true);
    const cafe = await data(netbar.get<LicenseProduct[]>(`${L}/list`));
    expect(cafe.map((p) => p.licenseName)).toEqual(['专业版', '身份证阅读器', '门锁发卡器']);
    // staff may look
    expect((await data((await staff()).get<LicenseProduct[]>(`${L}/list`))).length).toBe(7);
  });

  it('tells the edition, the room quota (base + room licences in force) and whether the user owns the place', async () => {
    const xh = await owner(1001);
    // 300 professional + 500 + 50 of its room licences; ~300 rooms
    expect(await version(xh)).toEqual({
      license: 1,
      versionName: '专业版',
      roomQuota: 850,
      roomUsed: 300,
      roomEndTime: '2027-12-31',
    });
    expect(await version(await owner(1006))).toEqual({
      license: 1,
      versionName: '专业版',
      roomQuota: 300,
      roomUsed: 120,
      roomEndTime: null,
    });
    expect(await version(await owner(1003))).toEqual({
      license: 5,
      versionName: '基础版',
      roomQuota: 30,
      roomUsed: 20,
      roomEndTime: null,
    });
    expect(await data(xh.get(`${L}/checkPlaceBoss`))).toEqual({ boss: true });
    expect(await data((await staff()).get(`${L}/checkPlaceBoss`))).toEqual({ boss: false });
  });

  it('keeps every seeded place within its room quota', () => {
    const db = mockDb();
    for (const place of db.data.places) {
      const { quota, used } = roomQuota(db, place, TODAY);
      expect(used, String(place.id)).toBeLessThanOrEqual(quota);
    }
  });

  it('lists the place licences with their status on the mock clock', async () => {
    const c = await owner(1006);
    expect(await licencesOf(c)).toEqual([
      {
        id: expect.any(Number) as number,
        licenseId: 2,
        licenseName: '智能门锁对接',
        licenseType: 1,
        startTime: '2026-10-12',
        endTime: '2027-10-11',
        num: 1,
        roomNum: 0,
        source: 'buy',
        status: 1,
        menuNames: ['门锁管理'],
      },
    ]);
    const xh = await licencesOf(await owner(1001));
    expect(xh.map((l) => [l.licenseName, l.endTime, l.roomNum, l.status])).toEqual([
      ['OTA直连', PERMANENT_DATE, 0, 1],
      ['智能门锁对接', PERMANENT_DATE, 0, 1],
      ['自助房卡盒', PERMANENT_DATE, 0, 1],
      ['房间扩容', '2027-12-31', 500, 1],
      ['身份证阅读器', null, 0, 1],
      ['房间扩容', '2027-11-04', 50, 1],
    ]);
    expect((await licencesOf(await owner(1004))).length).toBe(0);

    // a year later the 50 rooms have run out; in 2028 the 500 too, and 1006's lock
    clock = Date.parse('2028-01-01T02:00:00Z');
    const c2028 = await owner(1001);
    expect((await licencesOf(c2028)).filter((l) => l.status === 0).map((l) => l.roomNum)).toEqual([500, 50]);
    expect(await version(c2028)).toMatchObject({ roomQuota: 300, roomEndTime: null });
    expect((await licenceOf(await owner(1006), LICENSE_IDS.lock))!.status).toBe(0);
    expect((await menuPaths(await owner(1006))).paths).not.toContain('/roomManage/lock');
  });

  it('prices rooms × months at the room plan and checks both numbers', async () => {
    const c = await owner(1003);
    const price = (b: Record<string, unknown>) =>
      c.post<RoomPriceQuote>(`${L}/getRoomPrice`, b).then((r) => r.body);
    expect((await price({ roomNum: 20, months: 3 })).data).toEqual({
      priceId: 501,
      roomPrice: 3,
      roomNum: 20,
      months: 3,
      discount: 100,
      total: 180,
      roomQuota: 30,
    });
    expect((await price({ roomNum: '10', months: '12' })).data.total).toBe(360);
    expect(await price({ roomNum: 9, months: 1 })).toEqual(fieldError('roomNum', '房间数最少为10间'));
    for (const roomNum of [0, -5, 10.5, 'abc', 1_000_000_000, undefined])
      expect(await price({ roomNum, months: 1 }), String(roomNum)).toEqual(
        fieldError('roomNum', '请输入正确的数字，最大值为999999999'),
      );
    expect((await price({ roomNum: 999_999_999, months: 1 })).code).toBe(200);
    for (const months of [0, 2, 24, undefined])
      expect(await price({ roomNum: 10, months }), String(months)).toEqual(
        fieldError('months', '请选择购买时长'),
      );
    // internet cafes have no rooms on sale
    const cafe = await as(DEMO_USERS.owner, 1005, true);
    expect((await cafe.post(`${L}/getRoomPrice`, { roomNum: 10, months: 1 })).body).toEqual(
      refusal('该商品不存在或已下架', 400),
    );
  });
});

describe('ordering', () => {
  it('makes one waiting order per requestId: the same key clicked twice answers the same order', async () => {
    const c = await owner(1006);
    const before = mockDb().table(LICENCE_TABLES.order).length;
    const input = { licenseId: 1, priceId: 102, num: 1, payChannel: 10000, requestId: 'double-click-0001' };
    const first = await c.post<PayOrder>(`${L}/buyLicense`, input);
    expect(first.body.msg).toBe('下单成功');
    const a = first.body.data;
    expect(a).toEqual({
      id: expect.any(Number) as number,
      outTradeNo: expect.stringMatching(/^LO202611211000000\d{3}$/) as string,
      qrCode: `https://qr.alipay.com/mock/${a.outTradeNo}`,
      payChannel: 10000,
      // 3600 at 9折: the price comes from the plan, never from the client
      price: 3240,
      expireSeconds: 300,
    });
    later(5);
    const b = await data(c.post<PayOrder>(`${L}/buyLicense`, { ...input, price: 1 }));
    expect(b).toEqual({ ...a, expireSeconds: 295 });
    expect(mockDb().table(LICENCE_TABLES.order).length).toBe(before + 1);
    // another key is another order, with another outTradeNo
    const other = await data(
      c.post<PayOrder>(`${L}/buyLicense`, { ...input, requestId: 'double-click-0002' }),
    );
    expect(other.id).not.toBe(a.id);
    expect(other.outTradeNo).not.toBe(a.outTradeNo);
    // wechat codes are weixin:// links
    const wx = await data(
      c.post<PayOrder>(`${L}/buyLicense`, { ...input, payChannel: 10010, requestId: rid() }),
    );
    expect(wx.qrCode).toBe(`weixin://wxpay/bizpayurl?pr=${wx.outTradeNo}`);

    const stored = await info(c, a.outTradeNo);
    expect(stored).toMatchObject({
      id: a.id,
      licenseId: 1,
      licenseName: 'OTA直连',
      licenseType: 1,
      planName: '2年',
      num: 1,
      roomNum: 0,
      licenseYear: 2,
      months: 24,
      validTime: null,
      price: 3240,
      payStatus: 2,
      tradeNo: '',
      payTime: '',
      remark: '',
      buyTime: '2026-11-21 10:00:00',
    });
    expect(JSON.parse(stored.licenseMsg)).toEqual({
      type: 1,
      licensePrice: { price: 3600, discount: 90, roomPrice: 0, roomNum: 0, validTime: 2 },
    });
    expect(await poll(c, a.outTradeNo)).toEqual({
      code: 200,
      msg: '获取成功',
      data: { status: 2, remark: '' },
    });
  });

  it('refuses a missing channel, a bad requestId and a plan of another product', async () => {
    const c = await owner(1006);
    for (const payChannel of [undefined, 1, '10001'])
      expect(await buyLicense(c, { licenseId: 1, priceId: 101, payChannel })).toEqual(
        fieldError('payChannel', '请选择支付方式'),
      );
    expect((await buyLicense(c, { licenseId: 1, priceId: 101, payChannel: '10010' })).code).toBe(200);
    for (const requestId of [undefined, '', 'short', 'x'.repeat(65), 12345678])
      expect(await buyLicense(c, { licenseId: 1, priceId: 101, requestId }), String(requestId)).toEqual(
        refusal(LICENCE_MSG.requestId, 400),
      );
    expect(await buyLicense(c, { licenseId: 1, priceId: 201 })).toEqual(
      fieldError('priceId', '请选择购买方案'),
    );
    expect(await buyLicense(c, { licenseId: 99, priceId: 101 })).toEqual(
      fieldError('licenseId', '该商品不存在或已下架'),
    );
    // rooms go through buyRoomNum / buyRoomNumNew
    expect(await buyLicense(c, { licenseId: 5, priceId: 502 })).toEqual(
      fieldError('priceId', '请选择购买方案'),
    );
    // an internet cafe is not sold hotel modules
    const cafe = await as(DEMO_USERS.owner, 1005, true);
    expect(await buyLicense(cafe, { licenseId: 1, priceId: 101 })).toEqual(
      fieldError('licenseId', '该商品不存在或已下架'),
    );
  });

  it('requires the delivery of physical goods and prices them per unit', async () => {
    const c = await owner(1006);
    const delivery = {
      contacts: '黄丽娟',
      phone: '13684901752',
      address: '广东省深圳市南山区南海大道2163号来福士广场',
    };
    const goods = (b: Record<string, unknown>) =>
      buyLicense(c, { licenseId: 6, priceId: 601, num: 3, ...delivery, ...b });
    expect(await goods({ contacts: '  ' })).toEqual(fieldError('contacts', '请填写收货人'));
    expect(await goods({ contacts: '张'.repeat(21) })).toEqual(fieldError('contacts', '收货人最多20个字符'));
    expect(await goods({ phone: '1368490175' })).toEqual(fieldError('phone', '请输入正确的手机号'));
    expect(await goods({ phone: undefined })).toEqual(fieldError('phone', '请输入正确的手机号'));
    expect(await goods({ address: '' })).toEqual(fieldError('address', '请填写收货地址'));
    expect(await goods({ num: 0 })).toEqual(fieldError('num', '请输入正确的数字，最大值为999999999'));
    expect(await goods({ num: 1.5 })).toEqual(fieldError('num', '请输入正确的数字，最大值为999999999'));
    const ok = await goods({});
    expect(ok.code, ok.msg).toBe(200);
    expect((ok.data as PayOrder).price).toBe(2040);
    expect(await info(c, (ok.data as PayOrder).outTradeNo)).toMatchObject({
      licenseName: '身份证阅读器',
      licenseType: 2,
      num: 3,
      months: null,
      licenseYear: null,
      ...delivery,
    });
    // a module needs no address
    expect((await buyLicense(c, { licenseId: 3, priceId: 301 })).data).toMatchObject({ price: 862.4 });
  });

  it('orders room packages and rooms × months', async () => {
    const c = await owner(1006);
    const pkg = await data(
      c.post<PayOrder>(`${L}/buyRoomNumNew`, { priceId: 503, payChannel: 10010, requestId: rid() }),
    );
    expect(pkg.price).toBe(2565);
    expect(await info(c, pkg.outTradeNo)).toMatchObject({
      licenseName: '房间扩容',
      licenseType: 5,
      planName: '100间/年',
      roomNum: 100,
      months: 12,
      licenseYear: null,
    });
    expect(
      (await c.post(`${L}/buyRoomNumNew`, { priceId: 501, payChannel: 10010, requestId: rid() })).body,
    ).toEqual(fieldError('priceId', '请选择购买方案'));
    const monthly = await data(
      c.post<PayOrder>(`${L}/buyRoomNum`, {
        priceId: 501,
        roomNum: 25,
        months: 6,
        payChannel: 10000,
        requestId: rid(),
      }),
    );
    expect(monthly.price).toBe(450);
    expect(await info(c, monthly.outTradeNo)).toMatchObject({ planName: '按月扩容', roomNum: 25, months: 6 });
    const room = (b: Record<string, unknown>) =>
      post(c, `${L}/buyRoomNum`, {
        priceId: 501,
        roomNum: 25,
        months: 6,
        payChannel: 10000,
        requestId: rid(),
        ...b,
      });
    expect(await room({ roomNum: 5 })).toEqual(fieldError('roomNum', '房间数最少为10间'));
    expect(await room({ roomNum: 1_000_000_000 })).toEqual(
      fieldError('roomNum', '请输入正确的数字，最大值为999999999'),
    );
    expect(await room({ months: 5 })).toEqual(fieldError('months', '请选择购买时长'));
    expect(await room({ priceId: 502 })).toEqual(fieldError('priceId', '请选择购买方案'));
  });

  it('lets only the owner buy, pay again, cancel or activate', async () => {
    const s = await staff();
    const refused = refusal('仅场所所有者可以购买');
    expect(await buyLicense(s, { licenseId: 1, priceId: 101 })).toEqual(refused);
    expect(
      await post(s, `${L}/buyRoomNum`, {
        priceId: 501,
        roomNum: 10,
        months: 1,
        payChannel: 10000,
        requestId: rid(),
      }),
    ).toEqual(refused);
    expect(
      await post(s, `${L}/buyRoomNumNew`, { priceId: 502, payChannel: 10000, requestId: rid() }),
    ).toEqual(refused);
    expect(await post(s, BUY_SMS, { priceId: 1, payChannel: 10000, requestId: rid() })).toEqual(refused);
    expect(await post(s, `${L}/buyOrder`, { id: 6, payChannel: 10000 })).toEqual(refused);
    expect(await post(s, `${O}/cancelOrder`, { id: 6 })).toEqual(refused);
    expect(await post(s, `${CODE}/checkCode`, { authCode: AUTH_CODES.ota })).toEqual(
      refusal('仅场所所有者可以激活模块'),
    );
    expect(
      mockDb()
        .table(LICENCE_TABLES.order)
        .find((o) => o.id === 6)!.payStatus,
    ).toBe(2);
  });
});

describe('payment', () => {
  it('moves a waiting order to paid, with its trade number, pay time and end date', async () => {
    const c = await owner(1006);
    const o = await order(c);
    expect((await poll(c, o.outTradeNo)).data).toEqual({ status: 2, remark: '' });
    later(30);
    const paid = pay(o.outTradeNo);
    expect(paid).toMatchObject({ payStatus: 1, payTime: '2026-11-21 10:00:30', validTime: '2027-11-20' });
    expect(paid.tradeNo).toMatch(/^4200\d{18}$/);
    expect((await poll(c, o.outTradeNo)).data).toEqual({ status: 1, remark: '' });
    expect(await info(c, o.outTradeNo)).toEqual(paid);
    // settled: a second payment of the same code is refused
    expect(simulatePayment(o.outTradeNo, 'success')).toEqual(refusal('订单已支付'));
    expect(simulatePayment(o.outTradeNo, 'fail')).toEqual(refusal('订单已支付'));
  });

  it('marks a failed payment with its remark (用户取消支付 by default), payable again by buyOrder', async () => {
    const c = await owner(1006);
    const a = await order(c);
    expect(simulatePayment(a.outTradeNo, 'fail', '银行卡余额不足')).toMatchObject({
      code: 200,
      msg: '支付失败',
      data: { payStatus: 0, remark: '银行卡余额不足' },
    });
    expect((await poll(c, a.outTradeNo)).data).toEqual({ status: 0, remark: '银行卡余额不足' });
    expect(simulatePayment(a.outTradeNo, 'success')).toEqual(refusal('该笔支付已失败，请重新发起支付'));
    const b = await order(c);
    simulatePayment(b.outTradeNo, 'fail');
    expect((await poll(c, b.outTradeNo)).data).toEqual({ status: 0, remark: '用户取消支付' });

    const again = await data(c.post<PayOrder>(`${L}/buyOrder`, { id: a.id, payChannel: 10000 }));
    expect(again.id).toBe(a.id);
    expect((await poll(c, again.outTradeNo)).data).toEqual({ status: 2, remark: '' });
    pay(again.outTradeNo);
    expect((await poll(c, again.outTradeNo)).data.status).toBe(1);
  });

  it('gives buyOrder a new outTradeNo and channel; the old code is dead', async () => {
    const c = await owner(1006);
    const first = await order(c);
    later(10);
    const second = await data(c.post<PayOrder>(`${L}/buyOrder`, { id: first.id, payChannel: 10010 }));
    expect(second).toEqual({
      id: first.id,
      outTradeNo: expect.stringMatching(/^LO20261121100010\d{4}$/) as string,
      qrCode: `weixin://wxpay/bizpayurl?pr=${second.outTradeNo}`,
      payChannel: 10010,
      price: 1980,
      expireSeconds: 300,
    });
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    expect(await poll(c, first.outTradeNo)).toEqual(refusal('支付二维码已失效，请重新下单'));
    expect(simulatePayment(first.outTradeNo, 'success')).toEqual(refusal('支付二维码已失效，请重新下单'));
    // the order is found by either number, with the new one
    expect((await info(c, first.outTradeNo)).outTradeNo).toBe(second.outTradeNo);
    expect((await info(c, second.outTradeNo)).payChannel).toBe(10010);
    expect(await post(c, `${L}/buyOrder`, { id: first.id, payChannel: 3 })).toEqual(
      fieldError('payChannel', '请选择支付方式'),
    );
    pay(second.outTradeNo);
    expect(await post(c, `${L}/buyOrder`, { id: first.id, payChannel: 10000 })).toEqual(
      refusal('订单已支付'),
    );
    // the seeded cancelled order of 1006, an unknown one, another place's
    expect(await post(c, `${L}/buyOrder`, { id: 9, payChannel: 10000 })).toEqual(refusal('订单已取消'));
    expect(await post(c, `${L}/buyOrder`, { id: 999, payChannel: 10000 })).toEqual(refusal('订单不存在'));
    expect(await post(c, `${L}/buyOrder`, { id: 6, payChannel: 10000 })).toEqual(refusal('订单不存在'));
    // the seeded waiting SMS order (its QR long expired) gets a fresh code and can be paid
    const seeded = await data(c.post<PayOrder>(`${L}/buyOrder`, { id: 10, payChannel: 10000 }));
    expect(seeded.outTradeNo).toMatch(/^SM/);
    pay(seeded.outTradeNo);
  });

  it('refuses to pay a code older than 300 s, or unknown', async () => {
    const c = await owner(1006);
    const a = await order(c);
    const b = await order(c);
    later(300);
    pay(a.outTradeNo);
    later(1);
    expect(simulatePayment(b.outTradeNo, 'success')).toEqual(refusal('支付二维码已过期，请重新下单'));
    expect((await poll(c, b.outTradeNo)).data.status).toBe(2);
    expect(simulatePayment('LO000', 'success')).toEqual(refusal('订单不存在'));
    // the seeded waiting order's code expired long ago
    const seeded = mockDb()
      .table(LICENCE_TABLES.order)
      .find((o) => o.id === 10)!;
    expect(simulatePayment(String(seeded.outTradeNo), 'success')).toEqual(
      refusal('支付二维码已过期，请重新下单'),
    );
    // polling an unknown number, or another place's
    expect(await poll(c, 'LO000')).toEqual(refusal('订单不存在'));
    expect(await poll(c, '')).toEqual(refusal('订单不存在'));
    const xhOrder = mockDb()
      .table(LICENCE_TABLES.order)
      .find((o) => o.id === 6)!;
    expect(await poll(c, String(xhOrder.outTradeNo))).toEqual(refusal('订单不存在'));
    expect(await post(c, `${O}/getBuyOrderInfo`, { outTradeNo: 'LO000' })).toEqual(refusal('订单不存在'));
  });

  it('persists a payment like any write', async () => {
    const c = await owner(1006);
    const o = await order(c);
    let changes = 0;
    const stop = onDbChange(() => changes++);
    pay(o.outTradeNo);
    stop();
    expect(changes).toBe(1);
  });

  it('serves POST /__mock/pay without contract checks', async () => {
    const c = await owner(1006);
    const a = await order(c);
    const b = await order(c);
    const control = (b: Record<string, unknown>) =>
      postControl('/__mock/pay', b).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      }));
    expect(await control({ outTradeNo: a.outTradeNo, result: 'success' })).toMatchObject({
      status: 200,
      body: { code: 200, msg: '支付成功', data: { payStatus: 1 } },
    });
    expect(await control({ outTradeNo: b.outTradeNo, result: 'fail', remark: '风控拦截' })).toMatchObject({
      body: { code: 200, data: { payStatus: 0, remark: '风控拦截' } },
    });
    expect((await control({ outTradeNo: a.outTradeNo, result: 'success' })).body).toEqual(
      refusal('订单已支付'),
    );
    expect((await control({ outTradeNo: 'nope', result: 'success' })).body).toEqual(refusal('订单不存在'));
    expect(await control({ outTradeNo: a.outTradeNo, result: 'maybe' })).toEqual({
      status: 400,
      body: refusal(LICENCE_MSG.payResult, 400),
    });
    expect((await poll(c, a.outTradeNo)).data.status).toBe(1);
    expect((await poll(c, b.outTradeNo)).data).toEqual({ status: 0, remark: '风控拦截' });
  });
});

describe('what paying gives', () => {
  it('adds a module and its menu entry at once (OTA直连 at 1006)', async () => {
    const c = await owner(1006);
    const before = await menuPaths(c);
    expect(before.paths).toContain('/roomManage/lock');
    expect(before.paths).not.toContain('/roomManage/otaConfig');
    expect(before.paths).not.toContain('/roomManage/passBox');
    expect(before.permissions).not.toContain('room:ota:edit');
    // the five setup pages are never gated
    for (const p of [
      '/roomManage/index',
      '/roomManage/roomModel',
      '/roomManage/roomInfo',
      '/feeRule/index',
      '/admin/pay',
    ])
      expect(before.paths).toContain(p);

    const o = await order(c, LICENSE_IDS.ota, 101);
    expect((await menuPaths(c)).paths).not.toContain('/roomManage/otaConfig');
    pay(o.outTradeNo);
    const after = await menuPaths(c);
    expect(after.paths).toContain('/roomManage/otaConfig');
    expect(after.permissions).toEqual(expect.arrayContaining(['room:ota:list', 'room:ota:edit']));
    expect(await licenceOf(c, LICENSE_IDS.ota)).toMatchObject({
      licenseName: 'OTA直连',
      startTime: TODAY,
      endTime: '2027-11-20',
      source: 'buy',
      status: 1,
      menuNames: ['OTA设置'],
    });
    // staff of a place see a module's page only when the place holds it: 1001 holds them all
    const s = await menuPaths(await staff());
    expect(s.paths).toEqual(
      expect.arrayContaining(['/roomManage/otaConfig', '/roomManage/lock', '/roomManage/passBox']),
    );
  });

  it('extends a licence in force from its end, restarts an expired one, keeps a permanent one', async () => {
    const c = await owner(1006);
    pay((await order(c, LICENSE_IDS.lock, 201)).outTradeNo);
    expect(await licenceOf(c, LICENSE_IDS.lock)).toMatchObject({
      startTime: '2026-10-12',
      endTime: '2028-10-11',
    });
    const forever = pay((await order(c, LICENSE_IDS.lock, 202)).outTradeNo);
    expect(forever.validTime).toBe(PERMANENT_DATE);
    const stillForever = pay((await order(c, LICENSE_IDS.lock, 201)).outTradeNo);
    expect(stillForever.validTime).toBe(PERMANENT_DATE);
    expect((await licencesOf(c)).filter((l) => l.licenseId === LICENSE_IDS.lock)).toHaveLength(1);

    const bj = await owner(1002);
    // 2年 from the end of 2027-06-30
    expect(pay((await order(bj, LICENSE_IDS.ota, 102)).outTradeNo).validTime).toBe('2029-06-30');

    // 1002's 自助房卡盒 ran out on 2027-03-30: bought again on 2027-05-01, it starts that day
    clock = Date.parse('2027-05-01T02:00:00Z');
    const may = await owner(1002);
    expect((await licenceOf(may, LICENSE_IDS.passBox))!.status).toBe(0);
    expect((await menuPaths(may)).paths).not.toContain('/roomManage/passBox');
    pay((await order(may, LICENSE_IDS.passBox, 301)).outTradeNo);
    expect(await licenceOf(may, LICENSE_IDS.passBox)).toMatchObject({
      startTime: '2027-05-01',
      endTime: '2028-04-30',
      status: 1,
    });
    expect((await menuPaths(may)).paths).toContain('/roomManage/passBox');
  });

  it('makes the place professional with 专业版', async () => {
    const c = await owner(1003);
    const o = await order(c, LICENSE_IDS.professional, 401);
    expect(o.price).toBe(8800);
    expect(pay(o.outTradeNo)).toMatchObject({ licenseType: 6, validTime: PERMANENT_DATE });
    expect(mockDb().placeById(1003)!.license).toBe(1);
    expect(await version(c)).toMatchObject({ license: 1, versionName: '专业版', roomQuota: 300 });
    expect(await licenceOf(c, LICENSE_IDS.professional)).toMatchObject({
      endTime: PERMANENT_DATE,
      status: 1,
    });
  });

  it('raises the room quota with rooms × months and packages', async () => {
    const c = await owner(1006);
    const monthly = await data(
      c.post<PayOrder>(`${L}/buyRoomNum`, {
        priceId: 501,
        roomNum: 40,
        months: 3,
        payChannel: 10000,
        requestId: rid(),
      }),
    );
    expect(pay(monthly.outTradeNo).validTime).toBe('2027-02-20');
    const pkg = await data(
      c.post<PayOrder>(`${L}/buyRoomNumNew`, { priceId: 504, payChannel: 10000, requestId: rid() }),
    );
    expect(pay(pkg.outTradeNo).validTime).toBe(endDay(TODAY, 24));
    expect(await version(c)).toEqual({
      license: 1,
      versionName: '专业版',
      roomQuota: 540,
      roomUsed: 120,
      roomEndTime: '2028-11-20',
    });
  });

  it('adds an SMS pack to the balance, through the same QR flow', async () => {
    const c = await owner(1006);
    expect(await data(c.post(`${SMS}/getBasePrice`))).toEqual([
      { id: 1, num: 1000, price: 60, discount: 100 },
      { id: 2, num: 5000, price: 280, discount: 100 },
      { id: 3, num: 10000, price: 500, discount: 95 },
    ]);
    const o = await data(c.post<PayOrder>(BUY_SMS, { priceId: 3, payChannel: 10010, requestId: rid() }));
    expect(o.outTradeNo).toMatch(/^SM\d{18}$/);
    expect(o.price).toBe(475);
    expect(await post(c, BUY_SMS, { priceId: 9, payChannel: 10010, requestId: rid() })).toEqual(
      fieldError('priceId', '请选择购买方案'),
    );
    expect(await post(c, `${SMS}/queryPayStatus`, { outTradeNo: o.outTradeNo })).toEqual({
      code: 200,
      msg: '获取成功',
      data: { status: 2, remark: '' },
    });
    const balance = (placeId: number) =>
      mockDb()
        .table(LICENCE_TABLES.smsAccount)
        .find((r) => r.placeId === placeId)?.balance;
    expect(balance(1006)).toBe(874);
    pay(o.outTradeNo);
    expect(balance(1006)).toBe(10874);
    expect((await post(c, `${SMS}/queryPayStatus`, { outTradeNo: o.outTradeNo })).data).toEqual({
      status: 1,
      remark: '',
    });
    expect(await info(c, o.outTradeNo)).toMatchObject({
      licenseId: 0,
      licenseName: '短信包',
      licenseType: 7,
      planName: '10000条',
      num: 10000,
      payStatus: 1,
      validTime: null,
    });
    // a place without an account gets one
    const bj = await owner(1002);
    expect(balance(1002)).toBeUndefined();
    pay(
      (await data(bj.post<PayOrder>(BUY_SMS, { priceId: 1, payChannel: 10000, requestId: rid() })))
        .outTradeNo,
    );
    expect(balance(1002)).toBe(1000);
  });
});

describe('order history', () => {
  it('pages the place orders newest first, SMS included, filtered by pay status', async () => {
    const c = await owner(1006);
    const list = (b: Record<string, unknown> = {}) =>
      data(c.post<Page<LicenseOrder>>(`${O}/list`, { pageNumber: 1, pageSize: 10, ...b }));
    const seeded = await list();
    expect(seeded.total).toBe(4);
    expect(seeded.records.map((o) => [o.id, o.licenseName, o.planName, o.payStatus])).toEqual([
      [10, '短信包', '5000条', 2],
      [9, '自助房卡盒', '1年', 3],
      [8, '短信包', '1000条', 1],
      [7, '智能门锁对接', '1年', 1],
    ]);
    expect(seeded.records[3]).toMatchObject({
      validTime: '2027-10-11',
      payChannel: 10010,
      payTime: '2026-10-12 10:00:41',
    });
    expect(seeded.records[3]!.tradeNo).toMatch(/^4200/);
    expect((await list({ payStatus: 1 })).records.map((o) => o.id)).toEqual([8, 7]);
    expect((await list({ pageNumber: 2, pageSize: 3 })).records.map((o) => o.id)).toEqual([7]);
    const fresh = await order(c);
    expect((await list()).records[0]!.id).toBe(fresh.id);
    expect(await data(c.post<LicenseOrder>(`${O}/detail`, { id: 7 }))).toEqual(seeded.records[3]);
    expect(await post(c, `${O}/detail`, { id: 1 })).toEqual(refusal('订单不存在'));

    const xh = await data((await owner(1001)).post<Page<LicenseOrder>>(`${O}/list`, { pageSize: 20 }));
    expect(xh.records.map((o) => o.payStatus)).toEqual([2, 0, 1, 1, 1, 1]);
    expect(xh.records[1]!.remark).toBe('用户取消支付');
  });

  it('cancels a waiting or failed order, never a paid one', async () => {
    const c = await owner(1006);
    const cancel = (id: number) => post(c, `${O}/cancelOrder`, { id });
    const waiting = await order(c);
    expect(await cancel(waiting.id)).toEqual({ code: 200, msg: '取消成功', data: null });
    expect(await poll(c, waiting.outTradeNo)).toEqual(refusal('订单已取消'));
    expect(simulatePayment(waiting.outTradeNo, 'success')).toEqual(refusal('订单已取消'));
    expect((await info(c, waiting.outTradeNo)).payStatus).toBe(3);
    expect(await cancel(waiting.id)).toEqual(refusal('订单已取消'));
    const failed = await order(c);
    simulatePayment(failed.outTradeNo, 'fail');
    expect((await cancel(failed.id)).msg).toBe('取消成功');
    const paid = await order(c);
    pay(paid.outTradeNo);
    expect(await cancel(paid.id)).toEqual(refusal('订单已支付，不能取消'));
    expect(await cancel(7)).toEqual(refusal('订单已支付，不能取消'));
    // the seeded waiting SMS order
    expect((await cancel(10)).code).toBe(200);
    expect(await cancel(999)).toEqual(refusal('订单不存在'));
  });
});

describe('room quota', () => {
  it('refuses rooms beyond the quota with code 2901, single or in a batch, until rooms are bought', async () => {
    const c = await owner(1003);
    const buildings = await data(c.get<Page<{ id: number }>>(`${BUILDING_BASE}/list`));
    const models = await data(c.get<Page<{ id: number; status: number }>>(`${ROOM_MODEL_BASE}/list`));
    const placement = {
      buildingId: buildings.records[0]!.id,
      floor: 3,
      roomModelId: models.records.find((m) => m.status === 1)!.id,
    };
    const full = { code: 2901, msg: '房间数已达上限（30间），请扩容后再添加', data: null };
    // 20 rooms, 30 allowed: a batch of 11 is refused whole, 10 fit
    expect(await post(c, `${ROOM}/addBatch`, { ...placement, prefix: '', startNo: 311, endNo: 321 })).toEqual(
      full,
    );
    expect(
      (await post(c, `${ROOM}/addBatch`, { ...placement, prefix: '', startNo: 311, endNo: 320 })).data,
    ).toEqual({ count: 10 });
    expect(await post(c, `${ROOM}/add`, { ...placement, roomNo: '330' })).toEqual(full);
    // a bad form is still told as such first
    expect((await post(c, `${ROOM}/add`, { ...placement, roomNo: '' })).code).toBe(400);
    expect(await version(c)).toMatchObject({ roomQuota: 30, roomUsed: 30 });

    const o = await data(
      c.post<PayOrder>(`${L}/buyRoomNum`, {
        priceId: 501,
        roomNum: 10,
        months: 1,
        payChannel: 10000,
        requestId: rid(),
      }),
    );
    expect(o.price).toBe(30);
    pay(o.outTradeNo);
    expect(await version(c)).toMatchObject({ roomQuota: 40, roomEndTime: '2026-12-20' });
    expect((await post(c, `${ROOM}/add`, { ...placement, roomNo: '330' })).msg).toBe('新增成功');
    // editing a room never counts
    const last = (
      await data(c.get<Page<{ id: number; roomNo: string }>>(`${ROOM}/list`, { pageSize: 500 }))
    ).records.find((r) => r.roomNo === '330')!;
    expect((await post(c, `${ROOM}/edit`, { id: last.id, remark: '新装修' })).msg).toBe('更新成功');
    // the rooms run out with their licence
    clock = Date.parse('2026-12-21T02:00:00Z');
    const next = await owner(1003);
    expect(await post(next, `${ROOM}/add`, { ...placement, roomNo: '331' })).toEqual(full);
  });
});

describe('activation codes', () => {
  const detail = (c: TestClient, authCode: unknown) => post(c, `${CODE}/detail`, { authCode });
  const check = (c: TestClient, authCode: unknown) => post(c, `${CODE}/checkCode`, { authCode });

  it('shows a code before it is used: unused, used or expired', async () => {
    const c = await owner(1006);
    expect(await detail(c, AUTH_CODES.ota)).toEqual({
      code: 200,
      msg: '获取成功',
      data: {
        authCode: 'OTA8-2026-HZXH-0001',
        licenseName: 'OTA直连',
        licenseType: 1,
        months: 12,
        roomNum: 0,
        status: 0,
        expireTime: '2027-12-31',
      },
    });
    // any case, spaces anywhere
    expect((await detail(c, '  ota8-2026 -hzxh-0001 ')).data).toMatchObject({ authCode: AUTH_CODES.ota });
    expect((await detail(c, AUTH_CODES.lock)).data).toMatchObject({
      licenseName: '智能门锁对接',
      months: 0,
      status: 0,
    });
    expect((await detail(c, AUTH_CODES.rooms)).data).toMatchObject({
      licenseName: '房间扩容',
      licenseType: 5,
      months: 12,
      roomNum: 50,
    });
    expect((await detail(c, AUTH_CODES.used)).data).toMatchObject({ status: 1 });
    expect((await detail(c, AUTH_CODES.expired)).data).toMatchObject({ status: 2, expireTime: '2024-12-31' });
    expect(await detail(c, 'NOPE-0000')).toEqual(refusal('激活码不存在'));
    expect(await detail(c, ' ')).toEqual(fieldError('authCode', '请输入激活码'));
  });

  it('activates a code once for the current place, with the effects of a purchase', async () => {
    const c = await owner(1006);
    expect((await menuPaths(c)).paths).not.toContain('/roomManage/otaConfig');
    expect(await check(c, AUTH_CODES.ota.toLowerCase())).toEqual({
      code: 200,
      msg: '激活成功',
      data: {
        id: expect.any(Number) as number,
        licenseId: 1,
        licenseName: 'OTA直连',
        licenseType: 1,
        startTime: TODAY,
        endTime: '2027-11-20',
        num: 1,
        roomNum: 0,
        source: 'code',
        status: 1,
        menuNames: ['OTA设置'],
      },
    });
    expect((await menuPaths(c)).paths).toContain('/roomManage/otaConfig');
    expect((await detail(c, AUTH_CODES.ota)).data).toMatchObject({ status: 1 });
    expect(await check(c, AUTH_CODES.ota)).toEqual(refusal('激活码已被使用'));
    // used anywhere is used everywhere
    expect(await check(await owner(1002), AUTH_CODES.ota)).toEqual(refusal('激活码已被使用'));
    expect(await check(c, AUTH_CODES.used)).toEqual(refusal('激活码已被使用'));
    expect(await check(c, AUTH_CODES.expired)).toEqual(refusal('激活码已过期'));
    expect(await check(c, 'NOPE-0000')).toEqual(refusal('激活码不存在'));

    // 50 rooms for 12 months
    expect((await check(c, AUTH_CODES.rooms)).data).toMatchObject({
      licenseName: '房间扩容',
      roomNum: 50,
      endTime: '2027-11-20',
    });
    expect(await version(c)).toMatchObject({ roomQuota: 350 });
    // the lock code extends 1006's lock to permanent
    expect((await check(c, AUTH_CODES.lock)).data).toMatchObject({
      licenseId: 2,
      startTime: '2026-10-12',
      endTime: PERMANENT_DATE,
    });
  });

  it('gives a basic inn the lock module, and refuses a hotel module at an internet cafe', async () => {
    const inn = await owner(1003);
    expect((await menuPaths(inn)).paths).not.toContain('/roomManage/lock');
    expect((await check(inn, AUTH_CODES.lock)).msg).toBe('激活成功');
    expect((await menuPaths(inn)).paths).toContain('/roomManage/lock');
    const cafe = await as(DEMO_USERS.owner, 1005, true);
    expect(await check(cafe, AUTH_CODES.rooms)).toEqual(refusal('该激活码不适用于当前场所'));
    expect((await detail(cafe, AUTH_CODES.rooms)).data).toMatchObject({ status: 0 });
  });

  it('frees the codes a place used when that place is reset', async () => {
    const c = await owner(1006);
    await check(c, AUTH_CODES.ota);
    await postControl('/__mock/reset', { placeId: 1006 });
    expect((await detail(c, AUTH_CODES.ota)).data).toMatchObject({ status: 0 });
    expect(await licenceOf(c, LICENSE_IDS.ota)).toBeUndefined();
    expect(chinaToday(clock)).toBe(TODAY);
  });
});

describe('orders the platform pushes', () => {
  it('makes a waiting order for the place, pushes it as businessType 9, and the owner can pay it', async () => {
    const { sent, close } = socketAt(1006);
    try {
      const { order, sent: reached } = pushPayOrder(1006, 1);
      expect(reached).toBe(1);
      expect(order).toMatchObject({ licenseName: 'OTA直连', planName: '1年', payStatus: 2, price: 1980 });
      expect(JSON.parse(sent[0]!)).toEqual({
        businessType: 9,
        data: {
          orderId: order.id,
          outTradeNo: order.outTradeNo,
          licenseName: 'OTA直连',
          planName: '1年',
          price: 1980,
        },
      });
      const c = await owner(1006);
      const again = await c.post<PayOrder>(`${L}/buyOrder`, { id: order.id, payChannel: 10010 });
      expect(again.body.code).toBe(200);
      expect(simulatePayment(again.body.data.outTradeNo, 'success').code).toBe(200);
      const info = await c.post<LicenseOrder>(`${O}/detail`, { id: order.id });
      expect(info.body.data.payStatus).toBe(1);
    } finally {
      close();
    }
  });
});
