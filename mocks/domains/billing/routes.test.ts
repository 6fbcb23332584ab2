import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as Wire from '../../../src/api/services/billing';
import { priceCalendar, type DayPrice, type PricingData } from '../../../src/domain/pricing';
import { CRUD_MSG } from '../../contract';
import { mockDb } from '../../node';
import { BILLING_TABLES } from '../../seed';
import { TestClient } from '../../test-client';
import { MSG } from '../../validate';
import {
  BILLING_MSG,
  DEFAULT_CHARGE_CONFIG,
  memberTypeLevels,
  promotionOverlap,
  pricingData,
  reduceTooMuch,
  SCHEDULE_MSG,
  setTwice,
} from '../billing/routes';
import {
  allRows as all,
  atSeedTime,
  done,
  expectKeys,
  fieldError,
  hotelOwner as owner,
  innOwner as inn,
  post,
  refusal,
  rowKeys,
  type Page,
  type Row,
} from '../../test-kit';
import { addCourtyard } from '../../test-kit-rooms';
import type { OrderEditRow, PriceRecordRow } from './tables';
import { MEMBER_TYPE_BASE } from '../../../src/domain/member-types';
import { PLACE_SETUP_PATH } from '../place-setup/routes';
import {
  BILLING_RULES_BASE as RULES,
  ORDER_EDIT_BASE as ORDER_EDIT,
  OTHER_CONFIG_BASE as CHARGE,
  PRICE_RECORD_BASE as RECORD,
  PROMOTION_PRICE_BASE as PROMO,
  REDUCE_PRICE_BASE as REDUCE,
  protocolEntity,
} from '../../../src/domain/billing';

const MEMBER_TYPES = `${MEMBER_TYPE_BASE}/getPlaceAndParent`;
const INIT = `${PLACE_SETUP_PATH.placeConfig}/getInitStatus`;

// the seed's billing day, 10:00 in China
atSeedTime();

async function data<T = Row[]>(c: TestClient, url: string, body: Record<string, unknown> = {}) {
  const res = await c.post<T>(url, body);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}
const records = (c: TestClient, q: Record<string, string | number> = {}) => all(c, `${RECORD}/list`, q);
/** listByMember of the client's place: every member price, or one room type's. */
const memberPrices = async (c: TestClient, roomModelId?: number) =>
  (await c.get<Row[]>(`${RULES}/listByMember`, roomModelId ? { roomModelId } : {})).body.data;
/** listByHourRoom of the client's place: one row per room type. */
const hourRooms = async (c: TestClient) => (await c.get<Row[]>(`${RULES}/listByHourRoom`)).body.data;

/** 1001's room types by name (ids of the seed). */
const T = { 标准大床房: 1, 电竞大床房: 2, 电竞双人间: 3, 电竞三人间: 4, 豪华电竞套房: 5, 标准双床房: 6 };
/** 1001's member types: 普通 1, 银卡 2, 金卡 3, 钻石 4 */
const M = { 普通: 1, 银卡: 2, 金卡: 3, 钻石: 4 };

const BASE_KEYS = [
  'id',
  'roomModelId',
  'modelName',
  'ruleId',
  'basePrice',
  'weekendPrice',
  'weekendDays',
  'deposit',
  'checkInTime',
  'checkOutTime',
  'status',
  'updateTime',
];
const BASE_INPUT = {
  roomModelId: T.电竞大床房,
  basePrice: 258,
  weekendPrice: 298,
  weekendDays: [5, 6],
  deposit: 300,
  checkInTime: '13:00',
  checkOutTime: '12:00',
};

describe('base prices', () => {
  it('lists one row per room type of the place, paged and filtered, with its rule', async () => {
    const c = await owner();
    const rows = await all(c, `${RULES}/list`);
    expectKeys(rows[0], BASE_KEYS);
    expect(rows.map((r) => [r.id, r.modelName, r.basePrice, r.weekendPrice, r.deposit, r.status])).toEqual([
      [1, '标准大床房', 168, 201.6, 100, 1],
      [2, '电竞大床房', 238, 285.6, 200, 1],
      [3, '电竞双人间', 268, 321.6, 200, 1],
      [4, '电竞三人间', 358, 429.6, 200, 1],
      [5, '豪华电竞套房', 688, 825.6, 500, 1],
      [6, '标准双床房', 198, 237.6, 100, 1],
    ]);
    expect(rows[0]).toMatchObject({ weekendDays: [5, 6], checkInTime: '14:00', checkOutTime: '12:00' });
    const page = await c.get<Page<Row>>(`${RULES}/list`, { pageNumber: 2, pageSize: 4 });
    expect(page.body.data).toMatchObject({ total: 6, pageNumber: 2, pageSize: 4 });
    expect((await all(c, `${RULES}/list`, { modelName: '电竞' })).map((r) => r.id)).toEqual([2, 3, 4, 5]);
    // the other hotel answers its own four types
    expect((await all(c.enter(1002), `${RULES}/list`)).map((r) => r.modelName)).toEqual([
      '电竞大床房',
      '电竞双人间',
      '电竞三人间',
      '豪华电竞套房',
    ]);
  });

  it('answers a type without a rule with null prices, status 0 and the defaults; the inn has none', async () => {
    const c = await inn();
    expect(await all(c, `${RULES}/list`)).toEqual([]);
    const model = await addCourtyard(c);
    expect(await all(c, `${RULES}/list`)).toEqual([
      {
        id: model.id,
        roomModelId: model.id,
        modelName: '庭院房',
        ruleId: null,
        basePrice: null,
        weekendPrice: null,
        weekendDays: [5, 6],
        deposit: 0,
        checkInTime: '14:00',
        checkOutTime: '12:00',
        status: 0,
        updateTime: '',
      },
    ]);
    expect(await data(c, `${RULES}/findBasePrice`, { roomModelId: model.id })).toBeNull();
    // a first edit needs its base price
    expect(await post(c, `${RULES}/edit`, { roomModelId: model.id, deposit: 100 })).toEqual(
      fieldError('basePrice', BILLING_MSG.required),
    );
    expect(await records(c)).toEqual([]);
  });

  it('refuses each bad field of an edit on its field', async () => {
    const c = await owner();
    const edit = (patch: Record<string, unknown>) => post(c, `${RULES}/edit`, { ...BASE_INPUT, ...patch });
    expect(await edit({ roomModelId: undefined })).toEqual(
      fieldError('roomModelId', BILLING_MSG.modelRequired),
    );
    // 1002's first type is not a type of 1001
    expect(await edit({ roomModelId: 7 })).toEqual(fieldError('roomModelId', BILLING_MSG.modelMissing));
    expect(await edit({ basePrice: null })).toEqual(fieldError('basePrice', BILLING_MSG.required));
    expect(await edit({ basePrice: 0 })).toEqual(fieldError('basePrice', BILLING_MSG.priceRange));
    expect(await edit({ basePrice: 12.345 })).toEqual(fieldError('basePrice', MSG.money));
    expect(await edit({ basePrice: -5 })).toEqual(fieldError('basePrice', MSG.money));
    expect(await edit({ basePrice: 1_000_000_000 })).toEqual(fieldError('basePrice', BILLING_MSG.priceRange));
    expect(await edit({ weekendPrice: -1 })).toEqual(fieldError('weekendPrice', MSG.money));
    expect(await edit({ weekendDays: [0, 5] })).toEqual(fieldError('weekendDays', BILLING_MSG.weekendDays));
    expect(await edit({ weekendDays: [] })).toEqual(fieldError('weekendDays', BILLING_MSG.selectRequired));
    expect(await edit({ deposit: 'many' })).toEqual(fieldError('deposit', MSG.money));
    expect(await edit({ checkInTime: '24:00' })).toEqual(fieldError('checkInTime', BILLING_MSG.time));
    expect(await edit({ checkOutTime: '12' })).toEqual(fieldError('checkOutTime', BILLING_MSG.time));
    // nothing was stored or recorded
    expect(await data(c, `${RULES}/findBasePrice`, { roomModelId: T.电竞大床房 })).toMatchObject({
      basePrice: 238,
    });
    expect(await records(c)).toHaveLength(12);
  });

  it('changes a rule, keeps it, and records what changed before → after', async () => {
    const c = await owner();
    expect(await post(c, `${RULES}/edit`, BASE_INPUT)).toEqual(done('更新成功'));
    const row = await data<Row>(c, `${RULES}/findBasePrice`, { roomModelId: T.电竞大床房 });
    expect(row).toMatchObject({
      ...BASE_INPUT,
      id: T.电竞大床房,
      ruleId: 2,
      status: 1,
      modelName: '电竞大床房',
    });
    expect(row.updateTime).toBe('2026-11-21 10:00:00');
    const [latest] = await records(c);
    expect(latest).toMatchObject({
      recordType: 'base',
      target: '电竞大床房',
      content: '门市价 238.00 → 258.00；周末价 285.60 → 298.00；押金 200.00 → 300.00；入住时间 14:00 → 13:00',
      operator: '张建国',
      createTime: '2026-11-21 10:00:00',
    });
    // the same values again change nothing and write no record
    await post(c, `${RULES}/edit`, BASE_INPUT);
    expect(await records(c)).toHaveLength(13);
    // weekend days sorted and de-duplicated; a field left out keeps its value
    await post(c, `${RULES}/edit`, { roomModelId: T.电竞大床房, weekendPrice: 0, weekendDays: [7, 6, 6] });
    expect(await data(c, `${RULES}/findBasePrice`, { roomModelId: T.电竞大床房 })).toMatchObject({
      basePrice: 258,
      weekendDays: [6, 7],
      weekendPrice: 0,
      deposit: 300,
      checkInTime: '13:00',
    });
    expect((await records(c))[0]!.content).toBe('周末价 298.00 → 0.00；周末 周五、周六 → 周六、周日');
  });

  it('switches a rule on and off by the room type id, and refuses a type without a rule', async () => {
    const c = await owner();
    expect(await post(c, `${RULES}/changeStatus`, { id: T.电竞三人间, status: 0 })).toEqual(done('更新成功'));
    expect((await all(c, `${RULES}/list`)).find((r) => r.id === T.电竞三人间)!.status).toBe(0);
    expect((await records(c))[0]).toMatchObject({
      recordType: 'base',
      target: '电竞三人间',
      content: '状态 启用 → 停用',
    });
    expect(await post(c, `${RULES}/changeStatus`, { id: T.电竞三人间, status: 2 })).toEqual(
      refusal(CRUD_MSG.badStatus),
    );
    expect(await post(c, `${RULES}/changeStatus`, { id: 7, status: 1 })).toEqual(refusal(CRUD_MSG.notFound));
    const i = await inn();
    const model = await addCourtyard(i);
    expect(await post(i, `${RULES}/changeStatus`, { id: model.id, status: 1 })).toEqual(
      refusal(BILLING_MSG.noRule),
    );
  });

  it("flips the inn's billing step with its first base price, and back when the rule is switched off", async () => {
    const c = await inn();
    const initBilling = async () => (await data<{ billing: boolean }>(c, INIT)).billing;
    const model = await addCourtyard(c);
    expect(await initBilling()).toBe(false);
    expect(await post(c, `${RULES}/edit`, { roomModelId: model.id, basePrice: 288 })).toEqual(
      done('更新成功'),
    );
    expect(await initBilling()).toBe(true);
    expect((await records(c))[0]).toMatchObject({
      target: '庭院房',
      content:
        '门市价 未设置 → 288.00；周末价 未设置 → 0.00；周末 未设置 → 周五、周六；押金 未设置 → 0.00；入住时间 未设置 → 14:00；退房时间 未设置 → 12:00',
      operator: '李晓梅',
    });
    await post(c, `${RULES}/changeStatus`, { id: model.id, status: 0 });
    expect(await initBilling()).toBe(false);
  });
});

describe('member types and member prices', () => {
  it('answers the four member types of every hotel and inn, the empty inn too', async () => {
    const c = await owner();
    expect(await data(c, MEMBER_TYPES)).toEqual([
      { id: 1, typeName: '普通会员', level: 1 },
      { id: 2, typeName: '银卡会员', level: 2 },
      { id: 3, typeName: '金卡会员', level: 3 },
      { id: 4, typeName: '钻石会员', level: 4 },
    ]);
    const innTypes = await data(await inn(), MEMBER_TYPES);
    expect(innTypes.map((t) => t.typeName)).toEqual(['普通会员', '银卡会员', '金卡会员', '钻石会员']);
    expect(innTypes.every((t) => t.id > 4)).toBe(true);
    // a hotel added later gets them on first use
    const added = await c.post<{ id: number }>(`/business-merchant/businessPlace/add`, {
      placeName: '云栖电竞酒店(萧山店)',
      placeType: 0,
      address: '浙江省杭州市萧山区市心中路819号',
      contacts: '张建国',
      phone: '13800138000',
    });
    expect(added.body.code, added.body.msg).toBe(200);
    const fresh = await c.post<Row[]>(MEMBER_TYPES, {}, { index: added.body.data.id });
    expect(fresh.body.data.map((t) => t.level)).toEqual([1, 2, 3, 4]);
  });

  it('lists the member prices of the place, of one room type when asked', async () => {
    const c = await owner();
    const rows = await memberPrices(c);
    expectKeys(rows[0], [
      'id',
      'roomModelId',
      'modelName',
      'memberTypeId',
      'memberTypeName',
      'mode',
      'price',
      'discount',
      'updateTime',
    ]);
    expect(rows.map((r) => [r.modelName, r.memberTypeName, r.mode, r.price, r.discount])).toEqual([
      ['标准大床房', '银卡会员', 2, 0, 95],
      ['标准大床房', '金卡会员', 2, 0, 90],
      ['标准大床房', '钻石会员', 1, 138, 0],
      ['电竞大床房', '金卡会员', 2, 0, 88],
      ['电竞大床房', '钻石会员', 1, 198, 0],
      ['电竞双人间', '钻石会员', 2, 0, 85],
    ]);
    const one = await memberPrices(c, T.电竞大床房);
    expect(one.map((r) => r.memberTypeName)).toEqual(['金卡会员', '钻石会员']);
    const other = await memberPrices(c.enter(1002));
    expect(other.map((r) => r.modelName)).toEqual(['电竞大床房', '电竞双人间']);
  });

  it('replaces the member prices of one type and records the changes', async () => {
    const c = await owner();
    const items = [
      { memberTypeId: M.普通, mode: 2, price: 0, discount: 98 },
      { memberTypeId: M.金卡, mode: 2, price: 0, discount: 85 },
    ];
    expect(await post(c, `${RULES}/editMember`, { roomModelId: T.电竞大床房, items })).toEqual(
      done('更新成功'),
    );
    const one = await memberPrices(c, T.电竞大床房);
    expect(one.map((r) => [r.memberTypeName, r.mode, r.discount])).toEqual([
      ['普通会员', 2, 98],
      ['金卡会员', 2, 85],
    ]);
    expect((await records(c))[0]).toMatchObject({
      recordType: 'member',
      target: '电竞大床房',
      content: '普通会员 未设置 → 9.8折；金卡会员 8.8折 → 8.5折；钻石会员 198.00 → 未设置',
    });
    // an empty list clears the type
    await post(c, `${RULES}/editMember`, { roomModelId: T.电竞大床房, items: [] });
    expect(await memberPrices(c, T.电竞大床房)).toEqual([]);
    // the other types keep theirs
    expect(await memberPrices(c)).toHaveLength(4);
  });

  it('refuses unknown member types, doubles and bad prices on the items field', async () => {
    const c = await owner();
    const edit = (...items: Array<Record<string, unknown>>) =>
      post(c, `${RULES}/editMember`, { roomModelId: T.电竞大床房, items });
    expect(await post(c, `${RULES}/editMember`, { roomModelId: 99, items: [] })).toEqual(
      fieldError('roomModelId', BILLING_MSG.modelMissing),
    );
    expect(await post(c, `${RULES}/editMember`, { roomModelId: T.电竞大床房 })).toEqual(
      fieldError('items', BILLING_MSG.items),
    );
    // 1002's 普通会员
    expect(await edit({ memberTypeId: 5, mode: 1, price: 100 })).toEqual(
      fieldError('items', BILLING_MSG.memberTypeMissing),
    );
    expect(
      await edit(
        { memberTypeId: M.银卡, mode: 1, price: 100 },
        { memberTypeId: M.银卡, mode: 2, discount: 90 },
      ),
    ).toEqual(fieldError('items', setTwice('银卡会员')));
    expect(await edit({ memberTypeId: M.银卡, mode: 3 })).toEqual(
      fieldError('items', `银卡会员：${BILLING_MSG.mode}`),
    );
    expect(await edit({ memberTypeId: M.银卡, mode: 1, price: 0 })).toEqual(
      fieldError('items', `银卡会员：${BILLING_MSG.priceRange}`),
    );
    for (const discount of [0, 100, 88.5])
      expect(await edit({ memberTypeId: M.银卡, mode: 2, discount })).toEqual(
        fieldError('items', `银卡会员：${BILLING_MSG.discount}`),
      );
    expect(await memberPrices(c, T.电竞大床房)).toHaveLength(2);
  });
});

const PROTOCOL = {
  companyName: '杭州西溪数据服务有限公司',
  contactName: '王芳',
  contactPhone: '13905712288',
  remark: '',
  startTime: '2026-12-01',
  endTime: '2027-11-30',
  status: 1,
  prices: [
    { roomModelId: T.标准大床房, price: 150 },
    { roomModelId: T.电竞大床房, price: 199.5 },
  ],
};

describe('protocol prices', () => {
  it('lists the protocols of the place with their room type names', async () => {
    const c = await owner();
    const rows = await all(c, `${RULES}/listByProtocol`);
    expectKeys(rows[0], rowKeys(protocolEntity));
    expect(rows.map((r) => r.companyName)).toEqual(['浙江星辰会展服务有限公司', '杭州云栖科技有限公司']);
    expect(rows[1]!.prices).toEqual([
      { roomModelId: 1, modelName: '标准大床房', price: 148 },
      { roomModelId: 2, modelName: '电竞大床房', price: 208 },
      { roomModelId: 3, modelName: '电竞双人间', price: 238 },
    ]);
    expect((await all(c, `${RULES}/listByProtocol`, { companyName: '云栖' })).map((r) => r.id)).toEqual([1]);
    expect((await all(c.enter(1002), `${RULES}/listByProtocol`)).map((r) => r.companyName)).toEqual([
      '杭州滨江数智科技有限公司',
    ]);
  });

  it('adds, changes and deletes a protocol, recording each', async () => {
    const c = await owner();
    const added = await post(c, `${RULES}/addByProtocol`, PROTOCOL);
    expect(added).toEqual(done('新增成功', { id: 4 }));
    expect((await records(c))[0]).toMatchObject({
      recordType: 'protocol',
      target: PROTOCOL.companyName,
      content: '新增协议：标准大床房 150.00、电竞大床房 199.50',
    });
    expect(
      await post(c, `${RULES}/upByProtocol`, {
        ...PROTOCOL,
        id: 4,
        endTime: '',
        status: 0,
        prices: [
          { roomModelId: T.电竞大床房, price: 189 },
          { roomModelId: T.电竞三人间, price: 299 },
        ],
      }),
    ).toEqual(done('更新成功'));
    const row = (await all(c, `${RULES}/listByProtocol`)).find((r) => r.id === 4)!;
    expect(row).toMatchObject({ endTime: '', status: 0, contactName: '王芳' });
    expect((await records(c))[0]!.content).toBe(
      '标准大床房 150.00 → 未设置；电竞大床房 199.50 → 189.00；电竞三人间 未设置 → 299.00；有效期 2026-12-01 至 2027-11-30 → 2026-12-01 至 不限；状态 启用 → 停用',
    );
    expect(await post(c, `${RULES}/delByProtocol`, { id: 4 })).toEqual(done('删除成功'));
    expect((await records(c))[0]).toMatchObject({
      content: '删除协议（电竞大床房 189.00、电竞三人间 299.00）',
    });
    expect(await all(c, `${RULES}/listByProtocol`)).toHaveLength(2);
    expect(await post(c, `${RULES}/delByProtocol`, { id: 4 })).toEqual(refusal(CRUD_MSG.notFound));
  });

  it('refuses each bad field on its field', async () => {
    const c = await owner();
    const add = (patch: Record<string, unknown>) =>
      post(c, `${RULES}/addByProtocol`, { ...PROTOCOL, ...patch });
    expect(await add({ companyName: ' ' })).toEqual(fieldError('companyName', BILLING_MSG.companyRequired));
    expect(await add({ companyName: '单'.repeat(51) })).toEqual(
      fieldError('companyName', BILLING_MSG.companyLong),
    );
    expect(await add({ companyName: '杭州云栖科技有限公司' })).toEqual(
      fieldError('companyName', BILLING_MSG.companyTaken),
    );
    expect(await add({ contactName: '' })).toEqual(fieldError('contactName', BILLING_MSG.contactRequired));
    expect(await add({ contactPhone: '12345' })).toEqual(fieldError('contactPhone', MSG.phone));
    expect(await add({ startTime: '2026-02-30' })).toEqual(fieldError('startTime', BILLING_MSG.date));
    expect(await add({ endTime: '2026-11-30' })).toEqual(fieldError('endTime', BILLING_MSG.dateOrder));
    expect(await add({ status: 3 })).toEqual(fieldError('status', CRUD_MSG.badStatus));
    expect(await add({ prices: [] })).toEqual(fieldError('prices', BILLING_MSG.pricesRequired));
    expect(await add({ prices: [{ roomModelId: 7, price: 100 }] })).toEqual(
      fieldError('prices', BILLING_MSG.modelMissing),
    );
    expect(await add({ prices: [{ roomModelId: T.电竞大床房, price: 0 }] })).toEqual(
      fieldError('prices', BILLING_MSG.priceRange),
    );
    expect(
      await add({
        prices: [
          { roomModelId: T.电竞大床房, price: 100 },
          { roomModelId: T.电竞大床房, price: 120 },
        ],
      }),
    ).toEqual(fieldError('prices', BILLING_MSG.typeTwice));
    expect(await add({ remark: '备'.repeat(51) })).toEqual(fieldError('remark', MSG.max50));
    // renaming one to another's name is refused too; its own name is fine
    expect(
      await post(c, `${RULES}/upByProtocol`, { id: 1, companyName: '浙江星辰会展服务有限公司' }),
    ).toEqual(fieldError('companyName', BILLING_MSG.companyTaken));
    expect(await post(c, `${RULES}/upByProtocol`, { id: 1, companyName: '杭州云栖科技有限公司' })).toEqual(
      done('更新成功'),
    );
    expect(await all(c, `${RULES}/listByProtocol`)).toHaveLength(2);
  });

  it('keeps another place out of the protocols', async () => {
    const c = await owner(1002);
    expect(await post(c, `${RULES}/upByProtocol`, { ...PROTOCOL, id: 1 })).toEqual(
      refusal(CRUD_MSG.notFound),
    );
    expect(await post(c, `${RULES}/delByProtocol`, { id: 1 })).toEqual(refusal(CRUD_MSG.notFound));
    // 1002's protocol may use the name 1001 has
    expect(
      (
        await post(c, `${RULES}/addByProtocol`, {
          ...PROTOCOL,
          companyName: '杭州云栖科技有限公司',
          prices: [{ roomModelId: 7, price: 180 }],
        })
      ).code,
    ).toBe(200);
    // and cannot see 1001's
    expect((await all(c, `${RULES}/listByProtocol`)).map((r) => r.companyName)).toEqual([
      '杭州云栖科技有限公司',
      '杭州滨江数智科技有限公司',
    ]);
    // a user of another place is turned away by the index check
    const stranger = await inn();
    expect((await stranger.get(`${RULES}/listByProtocol`, {}, { index: 1001 })).body.code).toBe(403);
  });
});

const HOUR_INPUT = {
  roomModelId: T.电竞三人间,
  enabled: 1,
  startHours: 4,
  startPrice: 128,
  stepMinutes: 30,
  stepPrice: 15,
  capHours: 8,
  saleStartTime: '10:00',
  saleEndTime: '02:00',
};

describe('hour rooms', () => {
  it('lists one row per room type, the defaults until one is edited', async () => {
    const c = await owner();
    const rows = await hourRooms(c);
    expect(rows.map((r) => [r.id, r.modelName, r.enabled, r.startHours, r.startPrice, r.capHours])).toEqual([
      [1, '标准大床房', 1, 3, 58, 6],
      [2, '电竞大床房', 1, 3, 88, 6],
      [3, '电竞双人间', 1, 4, 108, 8],
      // 35 % of 358 and of 688
      [4, '电竞三人间', 0, 3, 125, 6],
      [5, '豪华电竞套房', 0, 3, 241, 6],
      [6, '标准双床房', 0, 3, 69, 6],
    ]);
    expect(rows[3]).toEqual({
      id: 4,
      roomModelId: 4,
      modelName: '电竞三人间',
      enabled: 0,
      startHours: 3,
      startPrice: 125,
      stepMinutes: 60,
      stepPrice: 20,
      capHours: 6,
      saleStartTime: '08:00',
      saleEndTime: '22:00',
      updateTime: '',
    });
    expect(await hourRooms(await inn())).toEqual([]);
  });

  it('saves a type and records it', async () => {
    const c = await owner();
    expect(await post(c, `${RULES}/editHourRoom`, HOUR_INPUT)).toEqual(done('更新成功'));
    const rows = await hourRooms(c);
    expect(rows[3]).toMatchObject({ ...HOUR_INPUT, id: 4, updateTime: '2026-11-21 10:00:00' });
    expect((await records(c))[0]).toMatchObject({
      recordType: 'hourRoom',
      target: '电竞三人间',
      content:
        '钟点房 未开启 → 开启；起步 3小时 125.00 → 4小时 128.00；续时 每60分钟 20.00 → 每30分钟 15.00；封顶 6小时 → 8小时；售卖时段 08:00-22:00 → 10:00-02:00',
    });
  });

  it('refuses each bad field on its field', async () => {
    const c = await owner();
    const edit = (patch: Record<string, unknown>) =>
      post(c, `${RULES}/editHourRoom`, { ...HOUR_INPUT, ...patch });
    expect(await edit({ roomModelId: 8 })).toEqual(fieldError('roomModelId', BILLING_MSG.modelMissing));
    expect(await edit({ enabled: 2 })).toEqual(fieldError('enabled', BILLING_MSG.enabled));
    expect(await edit({ startHours: 0 })).toEqual(fieldError('startHours', BILLING_MSG.startHours));
    expect(await edit({ startHours: 13 })).toEqual(fieldError('startHours', BILLING_MSG.startHours));
    expect(await edit({ startPrice: 0 })).toEqual(fieldError('startPrice', BILLING_MSG.priceRange));
    expect(await edit({ stepMinutes: 45 })).toEqual(fieldError('stepMinutes', BILLING_MSG.stepMinutes));
    expect(await edit({ stepPrice: 1.005 })).toEqual(fieldError('stepPrice', MSG.money));
    expect(await edit({ capHours: 4 })).toEqual(fieldError('capHours', BILLING_MSG.capAfterStart));
    expect(await edit({ capHours: 25 })).toEqual(fieldError('capHours', BILLING_MSG.capHours));
    expect(await edit({ saleStartTime: '8:00' })).toEqual(fieldError('saleStartTime', BILLING_MSG.time));
    expect(await edit({ saleEndTime: '10:00' })).toEqual(fieldError('saleEndTime', BILLING_MSG.saleSame));
    expect((await hourRooms(c))[3]!.enabled).toBe(0);
  });
});

/** A daily promotion of 电竞大床房 over the first ten days of December: meets 周末特惠 on Friday 12-04. */
const DAILY = {
  promotionName: '十二月早鸟价',
  roomModelIds: [T.电竞大床房],
  mode: 1,
  price: 218,
  discount: 0,
  dataType: 3,
  startTime: '2026-12-01',
  endTime: '2026-12-10',
  week: '',
  openStartTime: '00:00',
  openEndTime: '23:59',
};

describe('promotions', () => {
  it('lists the promotions of the place with their room type names, filtered', async () => {
    const c = await owner();
    const rows = await all(c, `${PROMO}/list`);
    expectKeys(rows[0], [
      'id',
      'promotionName',
      'roomModelIds',
      'modelNames',
      'mode',
      'price',
      'discount',
      'status',
      'dataType',
      'startTime',
      'endTime',
      'week',
      'openStartTime',
      'openEndTime',
      'createTime',
    ]);
    expect(rows.map((r) => [r.promotionName, r.modelNames, r.dataType, r.week, r.status])).toEqual([
      ['圣诞跨年夜', ['电竞大床房', '豪华电竞套房'], 0, '2026-12-24,2026-12-31', 1],
      ['周末特惠', ['电竞大床房', '电竞双人间'], 1, '5,6', 1],
    ]);
    expect((await all(c, `${PROMO}/list`, { promotionName: '周末' })).map((r) => r.id)).toEqual([1]);
    expect(await all(c, `${PROMO}/list`, { status: 0 })).toEqual([]);
    expect((await all(c.enter(1006), `${PROMO}/list`)).map((r) => r.promotionName)).toEqual([
      '月中月末会员日',
    ]);
  });

  it('refuses an overlapping promotion, naming the other, the first clashing day and the room type', async () => {
    const c = await owner();
    expect(await post(c, `${PROMO}/add`, DAILY)).toEqual(
      fieldError('roomModelIds', promotionOverlap('周末特惠', '2026-12-04', '电竞大床房')),
    );
    expect(promotionOverlap('周末特惠', '2026-12-04', '电竞大床房')).toBe(
      '与促销「周末特惠」在 2026-12-04 对「电竞大床房」的时段重叠',
    );
    // the same hours on the two Thursdays of 圣诞跨年夜 meet it on 12-24
    expect(
      await post(c, `${PROMO}/add`, {
        ...DAILY,
        roomModelIds: [T.电竞三人间, T.豪华电竞套房],
        dataType: 0,
        startTime: '2026-12-20',
        endTime: '2026-12-31',
        week: '2026-12-31,2026-12-24',
        openStartTime: '20:00',
        openEndTime: '02:00',
      }),
    ).toEqual(fieldError('roomModelIds', promotionOverlap('圣诞跨年夜', '2026-12-24', '豪华电竞套房')));
    // …but not in the morning, and not on the weekdays the weekly one leaves free
    expect(
      await post(c, `${PROMO}/add`, {
        ...DAILY,
        promotionName: '平安夜早场',
        roomModelIds: [T.豪华电竞套房, T.电竞大床房],
        dataType: 0,
        startTime: '2026-12-24',
        endTime: '2026-12-24',
        week: '2026-12-24',
        openStartTime: '08:00',
        openEndTime: '18:00',
      }),
    ).toEqual(done('新增成功', { id: 4 }));
    expect(
      await post(c, `${PROMO}/add`, {
        ...DAILY,
        promotionName: '工作日特价',
        mode: 2,
        price: 0,
        discount: 90,
        dataType: 1,
        week: '4,1,2,3,1',
        openStartTime: '00:00',
        openEndTime: '08:00',
      }),
    ).toEqual(done('新增成功', { id: 5 }));
    const added = (await all(c, `${PROMO}/list`))[0]!;
    expect(added).toMatchObject({
      promotionName: '工作日特价',
      week: '1,2,3,4',
      status: 1,
      modelNames: ['电竞大床房'],
    });
    expect((await records(c))[0]).toMatchObject({
      recordType: 'promotion',
      target: '工作日特价',
      content: '新增促销并上架：电竞大床房 9折',
    });
  });

  it('takes one off the shelf freely and refuses putting one back that now overlaps', async () => {
    const c = await owner();
    const shelf = (id: number, status: number) => post(c, `${PROMO}/onAndOffShelves`, { id, status });
    expect(await shelf(1, 0)).toEqual(done('下架成功'));
    expect((await records(c))[0]).toMatchObject({ target: '周末特惠', content: '状态 上架 → 下架' });
    // with 周末特惠 off the shelf the daily one fits
    expect(await post(c, `${PROMO}/add`, DAILY)).toEqual(done('新增成功', { id: 4 }));
    expect(await shelf(1, 1)).toEqual(
      fieldError('roomModelIds', promotionOverlap('十二月早鸟价', '2026-12-04', '电竞大床房')),
    );
    expect((await all(c, `${PROMO}/list`, { status: 0 })).map((r) => r.id)).toEqual([1]);
    expect(await shelf(4, 0)).toEqual(done('下架成功'));
    expect(await shelf(1, 1)).toEqual(done('上架成功'));
    // the daily one cannot come back now
    expect(await shelf(4, 1)).toEqual(
      fieldError('roomModelIds', promotionOverlap('周末特惠', '2026-12-04', '电竞大床房')),
    );
    expect(await shelf(1, 5)).toEqual(refusal(CRUD_MSG.badStatus));
    expect(await shelf(99, 0)).toEqual(refusal(CRUD_MSG.notFound));
  });

  it('deletes one and records it; another place cannot touch it', async () => {
    const other = await owner(1002);
    expect(await post(other, `${PROMO}/delete`, { id: 1 })).toEqual(refusal(CRUD_MSG.notFound));
    expect(await post(other, `${PROMO}/onAndOffShelves`, { id: 1, status: 0 })).toEqual(
      refusal(CRUD_MSG.notFound),
    );
    const c = await owner();
    expect(await post(c, `${PROMO}/delete`, { id: 2 })).toEqual(done('删除成功'));
    expect((await all(c, `${PROMO}/list`)).map((r) => r.id)).toEqual([1]);
    expect((await records(c))[0]).toMatchObject({ target: '圣诞跨年夜', content: '删除促销（199.00）' });
  });

  it('refuses each bad field on its field, schedule problems in words', async () => {
    const c = await owner();
    const add = (patch: Record<string, unknown>) =>
      post(c, `${PROMO}/add`, { ...DAILY, roomModelIds: [T.标准大床房], ...patch });
    expect(await add({ promotionName: '' })).toEqual(
      fieldError('promotionName', BILLING_MSG.promotionRequired),
    );
    expect(await add({ promotionName: '促'.repeat(31) })).toEqual(
      fieldError('promotionName', BILLING_MSG.promotionLong),
    );
    expect(await add({ promotionName: '周末特惠' })).toEqual(
      fieldError('promotionName', BILLING_MSG.promotionTaken),
    );
    expect(await add({ roomModelIds: [] })).toEqual(fieldError('roomModelIds', BILLING_MSG.modelsRequired));
    expect(await add({ roomModelIds: [1, 7] })).toEqual(fieldError('roomModelIds', BILLING_MSG.modelMissing));
    expect(await add({ mode: 0 })).toEqual(fieldError('mode', BILLING_MSG.mode));
    expect(await add({ mode: 1, price: 0 })).toEqual(fieldError('price', BILLING_MSG.priceRange));
    expect(await add({ mode: 2, discount: 100 })).toEqual(fieldError('discount', BILLING_MSG.discount));
    expect(await add({ dataType: 5 })).toEqual(fieldError('dataType', SCHEDULE_MSG.type));
    expect(await add({ startTime: '' })).toEqual(fieldError('startTime', SCHEDULE_MSG.startTime));
    expect(await add({ endTime: '2026-11-30' })).toEqual(fieldError('endTime', SCHEDULE_MSG.endBeforeStart));
    expect(await add({ dataType: 1, week: '0,8' })).toEqual(fieldError('week', SCHEDULE_MSG.weekDays));
    expect(await add({ dataType: 2, week: '' })).toEqual(fieldError('week', SCHEDULE_MSG.monthDays));
    expect(await add({ dataType: 0, week: '2027-01-01' })).toEqual(
      fieldError('week', SCHEDULE_MSG.dateOutsidePeriod),
    );
    expect(await add({ openStartTime: '8:00' })).toEqual(
      fieldError('openStartTime', SCHEDULE_MSG.openStartTime),
    );
    expect(await add({ openEndTime: '00:00' })).toEqual(fieldError('openEndTime', SCHEDULE_MSG.openSame));
    expect(await all(c, `${PROMO}/list`)).toHaveLength(2);
    expect(await records(c)).toHaveLength(12);
  });
});

describe('findLastPrice', () => {
  /** The rules as the pages see them (the list answers), in the pure module's shapes. */
  async function pagesData(c: TestClient): Promise<PricingData> {
    const base = await all(c, `${RULES}/list`);
    const members = await memberPrices(c);
    const protocols = await all(c, `${RULES}/listByProtocol`);
    const promotions = await all(c, `${PROMO}/list`);
    return {
      base: base
        .filter((r) => r.ruleId !== null)
        .map((r) => ({
          roomModelId: r.roomModelId as number,
          basePrice: r.basePrice as number,
          weekendPrice: r.weekendPrice as number,
          weekendDays: r.weekendDays as number[],
          status: r.status as number,
        })),
      members: members as unknown as PricingData['members'],
      protocols: protocols as unknown as PricingData['protocols'],
      promotions: promotions as unknown as PricingData['promotions'],
    };
  }
  const ask = (c: TestClient, q: Record<string, unknown>) =>
    data<DayPrice[]>(c, `${RULES}/findLastPrice`, { startDate: '2026-11-30', days: 35, ...q });

  it('answers priceCalendar of the same rules, day by day', async () => {
    const c = await owner();
    const rules = await pagesData(c);
    for (const q of [
      { roomModelId: T.电竞大床房 },
      { roomModelId: T.电竞大床房, memberTypeId: M.金卡 },
      { roomModelId: T.标准大床房, memberTypeId: M.钻石 },
      { roomModelId: T.标准大床房, protocolId: 2 },
      { roomModelId: T.电竞三人间, protocolId: 1 },
      { roomModelId: T.豪华电竞套房 },
    ]) {
      const answer = await ask(c, q);
      expect(answer, JSON.stringify(q)).toEqual(priceCalendar(rules, q, '2026-11-30', 35));
      expect(answer).toEqual(priceCalendar(pricingData(mockDb(), 1001), q, '2026-11-30', 35));
    }
    const days = await ask(c, { roomModelId: T.电竞大床房 });
    const on = (day: string) => days.find((d) => d.day === day)!;
    expect(days).toHaveLength(35);
    // Tuesday: the base price; Friday: 周末特惠 8.8折 of the weekend price; 12-24: 圣诞跨年夜 in its hours
    expect(on('2026-12-01')).toEqual({ day: '2026-12-01', price: 238, rule: 'base', standard: 238 });
    expect(on('2026-12-04')).toMatchObject({
      price: 251.33,
      rule: 'promotion',
      sourceName: '周末特惠',
      standard: 285.6,
    });
    expect(on('2026-12-24')).toMatchObject({
      price: 199,
      rule: 'promotion',
      sourceName: '圣诞跨年夜',
      hours: { start: '18:00', end: '23:59' },
    });
    // a protocol guest pays the agreed price
    expect((await ask(c, { roomModelId: T.电竞大床房, protocolId: 1 }))[0]).toMatchObject({
      price: 208,
      rule: 'protocol',
      sourceName: '杭州云栖科技有限公司',
    });
  });

  it('moves when a base, member or promotion rule changes', async () => {
    const c = await owner();
    const q = { roomModelId: T.标准大床房, memberTypeId: M.银卡, startDate: '2026-12-01', days: 7 };
    const prices = async () => (await ask(c, q)).map((d) => [d.price, d.rule]);
    // 9.5折 of 168 on weekdays, of 201.6 on Friday and Saturday
    expect(await prices()).toEqual([
      [159.6, 'member'],
      [159.6, 'member'],
      [159.6, 'member'],
      [191.52, 'member'],
      [191.52, 'member'],
      [159.6, 'member'],
      [159.6, 'member'],
    ]);
    await post(c, `${RULES}/edit`, { roomModelId: T.标准大床房, basePrice: 180, weekendPrice: 0 });
    expect(new Set((await prices()).map(([p]) => p))).toEqual(new Set([171]));
    await post(c, `${RULES}/editMember`, {
      roomModelId: T.标准大床房,
      items: [{ memberTypeId: M.银卡, mode: 1, price: 150, discount: 0 }],
    });
    expect(new Set((await prices()).map(([p]) => p))).toEqual(new Set([150]));
    await post(c, `${PROMO}/add`, {
      ...DAILY,
      promotionName: '周三特价',
      roomModelIds: [T.标准大床房],
      price: 128,
      dataType: 1,
      week: '3',
    });
    expect(await prices()).toEqual([
      [150, 'member'],
      [128, 'promotion'],
      [150, 'member'],
      [150, 'member'],
      [150, 'member'],
      [150, 'member'],
      [150, 'member'],
    ]);
    // a rule switched off sells nothing
    await post(c, `${RULES}/changeStatus`, { id: T.标准大床房, status: 0 });
    expect(new Set((await prices()).map(([p, r]) => `${String(p)}/${String(r)}`))).toEqual(
      new Set(['null/null']),
    );
  });

  it('refuses bad questions on their fields', async () => {
    const c = await owner();
    expect(
      await post(c, `${RULES}/findLastPrice`, { roomModelId: 7, startDate: '2026-12-01', days: 7 }),
    ).toEqual(fieldError('roomModelId', BILLING_MSG.modelMissing));
    const ask2 = (patch: Record<string, unknown>) =>
      post(c, `${RULES}/findLastPrice`, { roomModelId: 1, startDate: '2026-12-01', days: 7, ...patch });
    expect(await ask2({ memberTypeId: 5 })).toEqual(
      fieldError('memberTypeId', BILLING_MSG.memberTypeMissing),
    );
    expect(await ask2({ protocolId: 3 })).toEqual(fieldError('protocolId', BILLING_MSG.protocolMissing));
    expect(await ask2({ startDate: '2026-12-32' })).toEqual(fieldError('startDate', BILLING_MSG.startDate));
    expect(await ask2({ days: 0 })).toEqual(fieldError('days', BILLING_MSG.days));
    expect(await ask2({ days: 63 })).toEqual(fieldError('days', BILLING_MSG.days));
    expect((await ask2({ memberTypeId: null, protocolId: '', days: 62 })).code).toBe(200);
  });
});

describe('room reductions', () => {
  it('lists one row per room of the place with its reduction', async () => {
    const c = await owner();
    const page = await c.get<Page<Row>>(`${REDUCE}/list`, { pageSize: 5 });
    expect(page.body.data.total).toBe(300);
    expectKeys(page.body.data.records[0], [
      'id',
      'roomId',
      'roomNo',
      'buildingName',
      'modelName',
      'reduceAmount',
      'reason',
      'updateTime',
    ]);
    expect(
      (await all(c, `${REDUCE}/list`, { reduced: 1 })).map((r) => [r.roomNo, r.modelName, r.reduceAmount]),
    ).toEqual([
      ['217', '标准大床房', 15],
      ['309', '电竞三人间', 25],
      ['1217', '标准大床房', 20],
      ['2-201', '标准大床房', 30],
    ]);
    expect(
      (await all(c, `${REDUCE}/list`, { roomNo: '2-20' })).map((r) => [r.roomNo, r.buildingName]),
    ).toContainEqual(['2-205', '副楼']);
    expect(await all(c.enter(1002), `${REDUCE}/list`, { reduced: 1 })).toEqual([]);
  });

  it('sets, changes and removes a reduction by room, recording each', async () => {
    const c = await owner();
    const room = (await all(c, `${REDUCE}/list`, { roomNo: '2-202' }))[0]!;
    expect(
      await post(c, `${REDUCE}/edit`, {
        id: room.id,
        roomId: room.roomId,
        reduceAmount: 18.5,
        reason: '靠近楼梯间',
      }),
    ).toEqual(done('更新成功'));
    expect((await all(c, `${REDUCE}/list`, { roomNo: '2-202' }))[0]).toMatchObject({
      reduceAmount: 18.5,
      reason: '靠近楼梯间',
      updateTime: '2026-11-21 10:00:00',
    });
    expect((await records(c))[0]).toMatchObject({
      recordType: 'reduce',
      target: '2-202（标准大床房）',
      content: '每晚减免 0.00 → 18.50（靠近楼梯间）',
    });
    // the engine's edit sends only the row's id, which is the room's
    await post(c, `${REDUCE}/edit`, { id: room.id, reduceAmount: 0, reason: '' });
    expect((await all(c, `${REDUCE}/list`, { roomNo: '2-202' }))[0]).toMatchObject({
      reduceAmount: 0,
      reason: '',
    });
    expect((await records(c))[0]!.content).toBe('每晚减免 18.50 → 0.00');
    expect(await all(c, `${REDUCE}/list`, { reduced: 1 })).toHaveLength(4);
  });

  it('refuses each bad field on its field', async () => {
    const c = await owner();
    const room = (await all(c, `${REDUCE}/list`, { roomNo: '2-202' }))[0]!;
    const edit = (patch: Record<string, unknown>) =>
      post(c, `${REDUCE}/edit`, { roomId: room.id, reduceAmount: 10, reason: '', ...patch });
    expect(await edit({ roomId: null })).toEqual(fieldError('roomId', BILLING_MSG.roomRequired));
    const foreign = mockDb()
      .table('businessRoom')
      .find((r) => r.placeId === 1002)!.id;
    expect(await edit({ roomId: foreign })).toEqual(fieldError('roomId', BILLING_MSG.roomMissing));
    expect(await edit({ reduceAmount: -1 })).toEqual(fieldError('reduceAmount', BILLING_MSG.reduceAmount));
    expect(await edit({ reduceAmount: 1000 })).toEqual(fieldError('reduceAmount', BILLING_MSG.reduceAmount));
    expect(await edit({ reduceAmount: 1.234 })).toEqual(fieldError('reduceAmount', BILLING_MSG.reduceAmount));
    // 2-202 is a 标准大床房 at 168
    expect(await edit({ reduceAmount: 168 })).toEqual(fieldError('reduceAmount', reduceTooMuch(168)));
    expect(reduceTooMuch(168)).toBe('减免金额须低于该房型门市价（168.00元）');
    expect(await edit({ reason: '因'.repeat(51) })).toEqual(fieldError('reason', MSG.max50));
    expect(await all(c, `${REDUCE}/list`, { reduced: 1 })).toHaveLength(4);
  });
});

describe('order price edits', () => {
  it('lists the edits newest first, filtered by status and order number', async () => {
    const c = await owner();
    const rows = await all(c, `${ORDER_EDIT}/list`);
    expectKeys(rows[0], [
      'id',
      'orderNo',
      'roomNo',
      'guestName',
      'originalPrice',
      'newPrice',
      'reason',
      'applicant',
      'applyTime',
      'status',
      'checker',
      'checkTime',
      'checkRemark',
    ]);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [5, 0],
      [4, 0],
      [3, 0],
      [2, 2],
      [1, 1],
    ]);
    expect((await all(c, `${ORDER_EDIT}/list`, { status: 0 })).map((r) => r.id)).toEqual([5, 4, 3]);
    expect((await all(c, `${ORDER_EDIT}/list`, { orderNo: '1118' })).map((r) => r.id)).toEqual([2]);
    expect(await all(c.enter(1002), `${ORDER_EDIT}/list`)).toEqual([]);
  });

  it('approves or refuses a waiting one once, as the current user, and records it', async () => {
    const c = await owner();
    const check = (body: Record<string, unknown>) => post(c, `${ORDER_EDIT}/check`, body);
    expect(await check({ id: 3, status: 2, checkRemark: ' ' })).toEqual(
      fieldError('checkRemark', BILLING_MSG.checkRemarkRequired),
    );
    expect(await check({ id: 3, status: 3, checkRemark: '' })).toEqual(
      fieldError('status', BILLING_MSG.checkStatus),
    );
    expect(await check({ id: 3, status: 2, checkRemark: '原价已含会员折扣' })).toEqual(done('审核成功'));
    expect((await all(c, `${ORDER_EDIT}/list`)).find((r) => r.id === 3)).toMatchObject({
      status: 2,
      checker: '张建国',
      checkTime: '2026-11-21 10:00:00',
      checkRemark: '原价已含会员折扣',
    });
    expect((await records(c))[0]).toMatchObject({
      recordType: 'orderEdit',
      target: 'H202611200007（2-208）',
      content: '改价 168.00 → 148.00：已驳回（原价已含会员折扣）',
    });
    expect(await check({ id: 3, status: 1, checkRemark: '' })).toEqual(refusal(BILLING_MSG.decided));
    expect(await check({ id: 1, status: 1, checkRemark: '' })).toEqual(refusal(BILLING_MSG.decided));
    expect(await check({ id: 4, status: 1, checkRemark: '' })).toEqual(done('审核成功'));
    expect((await records(c))[0]!.content).toBe('改价 268.00 → 238.00：已通过');
    expect(await post(await owner(1002), `${ORDER_EDIT}/check`, { id: 5, status: 1 })).toEqual(
      refusal(CRUD_MSG.notFound),
    );
  });
});

describe('price records', () => {
  it('lists the seeded history newest first, filtered by type, only at its place', async () => {
    const c = await owner();
    const rows = await records(c);
    expect(rows).toHaveLength(12);
    expectKeys(rows[0], ['id', 'recordType', 'target', 'content', 'operator', 'createTime']);
    const times = rows.map((r) => String(r.createTime));
    expect(times).toEqual([...times].sort().reverse());
    expect((await records(c, { recordType: 'protocol' })).map((r) => r.target)).toEqual([
      '浙江星辰会展服务有限公司',
      '杭州云栖科技有限公司',
    ]);
    expect(await records(c.enter(1002))).toEqual([]);
  });

  it('writes exactly one record per change, of its type', async () => {
    const c = await owner();
    const changesInOrder: Array<[string, () => Promise<unknown>]> = [
      ['base', () => post(c, `${RULES}/edit`, BASE_INPUT)],
      ['base', () => post(c, `${RULES}/changeStatus`, { id: T.电竞大床房, status: 0 })],
      ['member', () => post(c, `${RULES}/editMember`, { roomModelId: T.电竞大床房, items: [] })],
      ['protocol', () => post(c, `${RULES}/addByProtocol`, PROTOCOL)],
      ['protocol', () => post(c, `${RULES}/upByProtocol`, { id: 1, status: 0 })],
      ['protocol', () => post(c, `${RULES}/delByProtocol`, { id: 2 })],
      ['hourRoom', () => post(c, `${RULES}/editHourRoom`, HOUR_INPUT)],
      ['promotion', () => post(c, `${PROMO}/add`, { ...DAILY, roomModelIds: [T.标准大床房] })],
      ['promotion', () => post(c, `${PROMO}/onAndOffShelves`, { id: 1, status: 0 })],
      ['promotion', () => post(c, `${PROMO}/delete`, { id: 2 })],
      ['reduce', () => post(c, `${REDUCE}/edit`, { roomId: 1, reduceAmount: 5, reason: '' })],
      ['orderEdit', () => post(c, `${ORDER_EDIT}/check`, { id: 5, status: 1, checkRemark: '' })],
    ];
    let count = 12;
    for (const [type, change] of changesInOrder) {
      expect(await change()).toMatchObject({ code: 200 });
      const rows = await records(c);
      expect(rows, type).toHaveLength(++count);
      expect(rows[0]).toMatchObject({ recordType: type, operator: '张建国' });
    }
    // the charge config is no price and writes none
    await post(c, `${CHARGE}/updateChargePriceConfig`, DEFAULT_CHARGE_CONFIG);
    expect(await records(c)).toHaveLength(count);
    expect(
      mockDb()
        .table(BILLING_TABLES.record)
        .filter((r) => r.placeId === 1001),
    ).toHaveLength(count);
  });
});

describe('charge config', () => {
  it('answers the defaults until saved, then the saved config, per place', async () => {
    const c = await owner();
    expect(await data(c, `${CHARGE}/getChargePriceConfig`)).toEqual({
      earlyCheckInBefore: '06:00',
      halfDayUntil: '18:00',
      halfDayPercent: 50,
      graceMinutes: 30,
      roundMode: 0,
    });
    const config = {
      earlyCheckInBefore: '05:00',
      halfDayUntil: '17:30',
      halfDayPercent: 60,
      graceMinutes: 15,
      roundMode: 1,
    };
    expect(await post(c, `${CHARGE}/updateChargePriceConfig`, config)).toEqual(done('更新成功'));
    expect(await data(c, `${CHARGE}/getChargePriceConfig`)).toEqual(config);
    expect(await data(c.enter(1002), `${CHARGE}/getChargePriceConfig`)).toEqual(DEFAULT_CHARGE_CONFIG);
  });

  it('refuses each bad field on its field', async () => {
    const c = await owner();
    const save = (patch: Record<string, unknown>) =>
      post(c, `${CHARGE}/updateChargePriceConfig`, { ...DEFAULT_CHARGE_CONFIG, ...patch });
    expect(await save({ earlyCheckInBefore: '6:00' })).toEqual(
      fieldError('earlyCheckInBefore', BILLING_MSG.time),
    );
    expect(await save({ halfDayUntil: undefined })).toEqual(fieldError('halfDayUntil', BILLING_MSG.required));
    expect(await save({ halfDayPercent: 101 })).toEqual(
      fieldError('halfDayPercent', BILLING_MSG.halfDayPercent),
    );
    expect(await save({ graceMinutes: -1 })).toEqual(fieldError('graceMinutes', BILLING_MSG.graceMinutes));
    expect(await save({ roundMode: 3 })).toEqual(fieldError('roundMode', BILLING_MSG.roundMode));
    expect(await data(c, `${CHARGE}/getChargePriceConfig`)).toEqual(DEFAULT_CHARGE_CONFIG);
  });
});

describe('stored rows', () => {
  it('are the shapes of src/api/services/billing.ts where a call answers them as stored', () => {
    expectTypeOf<Omit<OrderEditRow, 'placeId'>>().toEqualTypeOf<Wire.OrderEditRow>();
    expectTypeOf<Omit<PriceRecordRow, 'placeId'>>().toEqualTypeOf<Wire.PriceRecordRow>();
    expectTypeOf<ReturnType<typeof memberTypeLevels>[number]>().toEqualTypeOf<Wire.MemberType>();
  });
});
