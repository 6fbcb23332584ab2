import { describe, expect, it } from 'vitest';
import {
  BUILDING_BASE as BUILDING,
  ROOM_BASE as ROOM,
  ROOM_MODEL_BASE as MODEL,
} from '../../../src/domain/rooms';
import { mockDb, setClock } from '../../node';
import { BILLING_RULES_TABLE, PAY_CONFIG_TABLE } from '../../seed';
import { TestClient } from '../../test-client';
import { expectKeys, fieldError, hotelOwner as owner, innOwner as inn } from '../../test-kit';
import { addCourtyard } from '../../test-kit-rooms';
import { PLACE_SETUP_PATH } from './routes';

const INIT = `${PLACE_SETUP_PATH.placeConfig}/getInitStatus`;
const GET_PAY = `${PLACE_SETUP_PATH.payConfig}/getPayConfigByType`;
const EDIT_PAY = `${PLACE_SETUP_PATH.payConfig}/edit`;

interface InitStatus {
  building: boolean;
  roomModel: boolean;
  room: boolean;
  billing: boolean;
  payAccount: boolean;
}
type Row = Record<string, unknown>;

const NOTHING: InitStatus = {
  building: false,
  roomModel: false,
  room: false,
  billing: false,
  payAccount: false,
};
const EVERYTHING: InitStatus = {
  building: true,
  roomModel: true,
  room: true,
  billing: true,
  payAccount: true,
};

/** The keys of the shapes in src/api/services/place-setup.ts, so the mock cannot drift from the client types. */
const KEYS: Record<1 | 2 | 3, string[]> = {
  1: ['payType', 'enabled', 'mchId', 'appId', 'apiV3Key', 'certSerialNo', 'updateTime'],
  2: ['payType', 'enabled', 'appId', 'pid', 'merchantPrivateKey', 'alipayPublicKey', 'updateTime'],
  3: [
    'payType',
    'enabled',
    'bankName',
    'accountName',
    'accountNo',
    'branchName',
    'contactPhone',
    'updateTime',
  ],
};

async function initStatus(c: TestClient): Promise<InitStatus> {
  const res = await c.post<InitStatus>(INIT);
  expect(res.body.msg).toBe('获取成功');
  return res.body.data;
}
const payConfig = async (c: TestClient, payType: unknown) =>
  (await c.post<Row | null>(GET_PAY, { payType })).body;
const savePay = async (c: TestClient, body: Row) => (await c.post(EDIT_PAY, body)).body;

/** Base64 text of `n` characters, shaped like the body of an RSA2 key. */
const base64 = (seed: string, n: number) => `MIIB${seed.repeat(n)}`.slice(0, n);
const PRIVATE_KEY = base64('Ab3+9kQz/', 1600);
const PUBLIC_KEY = base64('Xy7/2mLp+', 392);

const WECHAT = {
  payType: 1,
  enabled: 1,
  mchId: '1600123456',
  appId: 'wx2421b1c4370ec43b',
  apiV3Key: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
  certSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
};
const ALIPAY = {
  payType: 2,
  enabled: 1,
  appId: '2021004123456789',
  pid: '2088123456789012',
  merchantPrivateKey: PRIVATE_KEY,
  alipayPublicKey: PUBLIC_KEY,
};
const BANK = {
  payType: 3,
  enabled: 1,
  bankName: '中国建设银行',
  accountName: '李晓梅',
  accountNo: '6217001540012345678',
  branchName: '杭州拱墅支行',
  contactPhone: '13800138001',
};

describe('getInitStatus', () => {
  it('answers all five steps undone for the fresh inn', async () => {
    expect(await initStatus(await inn())).toEqual(NOTHING);
  });

  it('answers all five done for the seeded hotels', async () => {
    const c = await owner();
    for (const placeId of [1001, 1002, 1003, 1006]) {
      expect(await initStatus(c.enter(placeId)), String(placeId)).toEqual(EVERYTHING);
    }
    // the owner's other places have nothing yet
    expect(await initStatus(c.enter(1004))).toEqual(NOTHING);
    // a base price for every room type of 1001, its disabled 标准双床房 too; weekends 20% more
    const rules = mockDb()
      .table(BILLING_RULES_TABLE)
      .filter((r) => r.placeId === 1001);
    expect(rules.map((r) => [r.roomModelId, r.basePrice, r.weekendPrice, r.status])).toEqual([
      [1, 168, 201.6, 1],
      [2, 238, 285.6, 1],
      [3, 268, 321.6, 1],
      [4, 358, 429.6, 1],
      [5, 688, 825.6, 1],
      [6, 198, 237.6, 1],
    ]);
  });

  it('flips building, room type and room as the console adds them, and building back when disabled', async () => {
    const c = await inn();
    const building = await c.post<{ id: number }>(`${BUILDING}/add`, {
      buildingName: '客栈',
      floorStart: 1,
      floorEnd: 3,
    });
    expect(await initStatus(c)).toEqual({ ...NOTHING, building: true });

    const model = await c.post<{ id: number }>(`${MODEL}/add`, {
      modelName: '标准大床房',
      shortName: '大床',
      basePrice: 168,
      bedType: 'big',
      area: 18,
      capacity: 2,
      facilities: ['wifi'],
      images: [],
      description: '',
    });
    expect(await initStatus(c)).toEqual({ ...NOTHING, building: true, roomModel: true });

    const room = await c.post(`${ROOM}/add`, {
      buildingId: building.body.data.id,
      floor: 2,
      roomModelId: model.body.data.id,
      roomNo: '201',
    });
    expect(room.body.msg).toBe('新增成功');
    expect(await initStatus(c)).toEqual({ ...NOTHING, building: true, roomModel: true, room: true });

    // a disabled building or type does not count; a disabled room still is a room
    await c.post(`${BUILDING}/changeStatus`, { id: building.body.data.id, status: 0 });
    expect(await initStatus(c)).toEqual({ ...NOTHING, roomModel: true, room: true });
    await c.post(`${MODEL}/changeStatus`, { id: model.body.data.id, status: 0 });
    expect(await initStatus(c)).toEqual({ ...NOTHING, room: true });
  });

  it('counts an enabled base price of a room type of this place as billing', async () => {
    const c = await inn();
    const { id: roomModelId } = await addCourtyard(c);
    // billing rules have no calls yet: arrange their rows as the billing page will store them
    const rules = mockDb().table(BILLING_RULES_TABLE);
    const rule = (patch: Row) => ({
      id: 900 + rules.length,
      placeId: 1013,
      roomModelId,
      basePrice: 288,
      status: 1,
      ...patch,
    });
    rules.push(
      rule({ status: 0 }),
      rule({ basePrice: 0 }),
      // 1001's first room type
      rule({ roomModelId: 1 }),
      rule({ placeId: 1001 }),
    );
    expect((await initStatus(c)).billing).toBe(false);
    rules.push(rule({}));
    expect((await initStatus(c)).billing).toBe(true);
    // a rule whose room type is gone prices nothing
    expect((await c.post(`${MODEL}/delete`, { id: roomModelId })).body.msg).toBe('删除成功');
    expect((await initStatus(c)).billing).toBe(false);
  });

  it('counts only an enabled, complete pay account', async () => {
    const c = await inn();
    expect((await savePay(c, { ...BANK, enabled: 0 })).msg).toBe('更新成功');
    expect((await initStatus(c)).payAccount).toBe(false);
    expect((await savePay(c, { payType: 3, enabled: 1 })).msg).toBe('更新成功');
    expect((await initStatus(c)).payAccount).toBe(true);

    // the seeded hotel turns false once both of its accounts are off
    const h = await owner();
    await savePay(h, { payType: 1, enabled: 0 });
    expect((await initStatus(h)).payAccount).toBe(true);
    await savePay(h, { payType: 3, enabled: 0 });
    expect((await initStatus(h)).payAccount).toBe(false);

    // an enabled row put in by hand without its key cannot take payments
    mockDb()
      .table(PAY_CONFIG_TABLE)
      .push({ ...ALIPAY, id: 990, placeId: 1001, merchantPrivateKey: '' });
    expect((await initStatus(h)).payAccount).toBe(false);
  });

  it('is place-scoped', async () => {
    const c = await inn();
    expect((await c.post(INIT, {}, { index: 1001 })).body).toEqual({
      code: 403,
      msg: '无权访问该场所',
      data: null,
    });
    expect((await c.post(INIT, {}, { index: null })).body.code).toBe(403);
    expect((await c.post(INIT, {}, { token: null })).status).toBe(401);
  });
});

describe('businessPayConfig', () => {
  it('seeds a WeChat Pay merchant and a bank account for the hotels, secrets masked', async () => {
    const c = await owner();
    const wechat = await payConfig(c, 1);
    expect(wechat).toEqual({
      code: 200,
      msg: '获取成功',
      data: {
        payType: 1,
        enabled: 1,
        mchId: '1612345001',
        appId: 'wx6bdddbaa8852f6a9',
        apiV3Key: '****8F9w',
        certSerialNo: '1C55D13DBCE0C7DD6CB329CA5C4F146E93E77AC3',
        updateTime: '2024-03-22 15:00:00',
      },
    });
    expect((await payConfig(c, 3)).data).toMatchObject({
      bankName: '中国工商银行',
      accountName: '杭州云栖电竞酒店管理有限公司',
      accountNo: '6222021203045678901',
      branchName: '杭州文三路支行',
    });
    // no Alipay: null, still a success
    expect(await payConfig(c, 2)).toEqual({ code: 200, msg: '获取成功', data: null });
  });

  it('round-trips each pay type in the client shapes', async () => {
    setClock(() => Date.UTC(2025, 5, 18, 2, 30, 0));
    const c = await inn();
    for (const input of [WECHAT, ALIPAY, BANK]) {
      expect(await payConfig(c, input.payType), String(input.payType)).toEqual({
        code: 200,
        msg: '获取成功',
        data: null,
      });
      expect(await savePay(c, input)).toEqual({ code: 200, msg: '更新成功', data: null });
      const { data } = await payConfig(c, input.payType);
      expectKeys(data!, KEYS[input.payType as 1 | 2 | 3]);
      expect(data!.updateTime).toBe('2025-06-18 10:30:00');
    }
    expect((await payConfig(c, 1)).data).toEqual({
      ...WECHAT,
      apiV3Key: '****o5P6',
      updateTime: '2025-06-18 10:30:00',
    });
    expect((await payConfig(c, 2)).data).toEqual({
      ...ALIPAY,
      merchantPrivateKey: `****${PRIVATE_KEY.slice(-4)}`,
      // the public key is no secret
      alipayPublicKey: PUBLIC_KEY,
      updateTime: '2025-06-18 10:30:00',
    });
    expect((await payConfig(c, 3)).data).toEqual({ ...BANK, updateTime: '2025-06-18 10:30:00' });
    // one row per place and pay type: saving again changes it
    expect(await savePay(c, { ...BANK, bankName: '招商银行' })).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect(
      mockDb()
        .table(PAY_CONFIG_TABLE)
        .filter((r) => r.placeId === 1013 && r.payType === 3),
    ).toHaveLength(1);
    expect((await payConfig(c, '3')).data).toMatchObject({ bankName: '招商银行' });
  });

  it('keeps a secret sent empty or masked, and takes a new one', async () => {
    const c = await inn();
    await savePay(c, WECHAT);
    await savePay(c, ALIPAY);
    const stored = (payType: number, key: string) =>
      mockDb()
        .table(PAY_CONFIG_TABLE)
        .find((r) => r.placeId === 1013 && r.payType === payType)![key];

    const masked = (await payConfig(c, 1)).data!;
    expect(await savePay(c, { ...masked, mchId: '16001234567' })).toMatchObject({ code: 200 });
    expect([stored(1, 'mchId'), stored(1, 'apiV3Key')]).toEqual(['16001234567', WECHAT.apiV3Key]);
    expect(await savePay(c, { ...WECHAT, apiV3Key: '' })).toMatchObject({ code: 200 });
    expect([stored(1, 'mchId'), stored(1, 'apiV3Key')]).toEqual([WECHAT.mchId, WECHAT.apiV3Key]);
    const newKey = 'Z'.repeat(28) + '9876';
    await savePay(c, { ...WECHAT, apiV3Key: newKey });
    expect((await payConfig(c, 1)).data!.apiV3Key).toBe('****9876');

    const alipay = (await payConfig(c, 2)).data!;
    expect(await savePay(c, { ...alipay, enabled: 0 })).toMatchObject({ code: 200 });
    expect(stored(2, 'merchantPrivateKey')).toBe(PRIVATE_KEY);
    expect((await payConfig(c, 2)).data!.enabled).toBe(0);
  });

  it('stores keys without PEM armour or line breaks, and card numbers without spaces', async () => {
    const c = await inn();
    const pem = (label: string, body: string) =>
      `-----BEGIN ${label}-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`;
    expect(
      await savePay(c, {
        ...ALIPAY,
        merchantPrivateKey: pem('RSA PRIVATE KEY', PRIVATE_KEY),
        alipayPublicKey: pem('PUBLIC KEY', PUBLIC_KEY),
      }),
    ).toMatchObject({ code: 200 });
    expect((await payConfig(c, 2)).data).toMatchObject({
      merchantPrivateKey: `****${PRIVATE_KEY.slice(-4)}`,
      alipayPublicKey: PUBLIC_KEY,
    });
    await savePay(c, { ...BANK, accountNo: '6222 0212 0304 5678 901' });
    expect((await payConfig(c, 3)).data!.accountNo).toBe('6222021203045678901');
  });

  it('refuses a first save without its secret', async () => {
    const c = await inn();
    expect(await savePay(c, { ...WECHAT, apiV3Key: '' })).toEqual(fieldError('apiV3Key', '请输入APIv3密钥'));
    expect(await savePay(c, { ...WECHAT, apiV3Key: '****o5P6' })).toEqual(
      fieldError('apiV3Key', '请输入APIv3密钥'),
    );
    const { merchantPrivateKey: _, ...noKey } = ALIPAY;
    expect(await savePay(c, noKey)).toEqual(fieldError('merchantPrivateKey', '请粘贴完整的应用私钥'));
    // nothing was stored by the refusals
    expect((await payConfig(c, 1)).data).toBeNull();
    expect((await payConfig(c, 2)).data).toBeNull();
  });

  it('answers each field problem on its field', async () => {
    const c = await inn();
    // [a valid body, the field, the message each value is refused with (null: taken), the values]
    const cases: Array<[Row, string, string | null, unknown[]]> = [
      [WECHAT, 'mchId', '请输入8-12位数字商户号', ['1234567', '1234567890123', '16001234ab']],
      [
        WECHAT,
        'appId',
        '请输入以wx开头的18位AppID',
        ['wx2421b1c4370ec43', 'wa2421b1c4370ec43b', 'wx2421b1c4370ec43g'],
      ],
      [
        WECHAT,
        'apiV3Key',
        'APIv3密钥为32位字母或数字',
        ['a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P_', { key: 'x' }],
      ],
      [
        WECHAT,
        'certSerialNo',
        '证书序列号为40位十六进制字符',
        ['5157F09EFDC096DE15EBE81A47057A7232F1B8E', '5157F09EFDC096DE15EBE81A47057A7232F1B8EZ'],
      ],
      [ALIPAY, 'appId', '请输入16位数字AppID', ['202100412345678', 'wx2421b1c4370ec4']],
      [ALIPAY, 'pid', '请输入以2088开头的16位PID', ['2089123456789012', '208812345678901']],
      [
        ALIPAY,
        'merchantPrivateKey',
        '请粘贴完整的应用私钥',
        [base64('Ab3+9kQz/', 99), base64('Ab3+9kQz/', 4097), `${PRIVATE_KEY.slice(0, 200)}!`],
      ],
      [
        ALIPAY,
        'alipayPublicKey',
        '请粘贴完整的支付宝公钥',
        ['', '-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----'],
      ],
      [BANK, 'bankName', '输入不可以为空', [' ']],
      [BANK, 'bankName', '所输入内容最多为50个字符', ['银'.repeat(51)]],
      [BANK, 'accountName', '输入不可以为空', ['']],
      [BANK, 'accountName', null, ['李晓梅 ']],
      [BANK, 'accountName', '请输入中文、英文、数字、横线、下划线', ['李 晓梅', '梅'.repeat(31)]],
      [
        BANK,
        'accountNo',
        '请输入12-19位银行卡号',
        ['62170015400', '62170015400123456789', '6217-0015-4001-2345'],
      ],
      [BANK, 'branchName', '输入不可以为空', ['']],
      [BANK, 'branchName', '所输入内容最多为50个字符', ['支'.repeat(51)]],
      [BANK, 'contactPhone', '请输入正确的手机号', ['12800138001', '']],
      [BANK, 'enabled', '状态值不正确', [2, true]],
    ];
    for (const [input, field, msg, values] of cases) {
      for (const value of values) {
        const answer = await savePay(c, { ...input, [field]: value });
        if (msg === null) expect(answer.code, `${field} ${String(value)}`).toBe(200);
        else expect(answer, `${field} ${JSON.stringify(value)}`).toEqual(fieldError(field, msg));
      }
    }
    // a first save must name every field
    const { mchId: _, ...noMchId } = WECHAT;
    expect(await savePay(c, noMchId)).toEqual(fieldError('mchId', '请输入8-12位数字商户号'));
    // one problem per answer, the first in form order
    expect(await savePay(c, { ...WECHAT, mchId: '1', appId: 'x' })).toEqual(
      fieldError('mchId', '请输入8-12位数字商户号'),
    );
  });

  it('refuses an unknown payType on both calls', async () => {
    const c = await owner();
    const refusal = { code: 400, msg: '支付类型不正确', data: null };
    for (const payType of [0, 4, 'wechat', null, undefined, 1.5]) {
      expect(await payConfig(c, payType), String(payType)).toEqual(refusal);
      expect(await savePay(c, { ...WECHAT, payType }), String(payType)).toEqual(refusal);
    }
  });

  it("never shows or changes another place's accounts", async () => {
    const c = await owner(1004);
    // 1004 belongs to the same owner but has no accounts of its own
    for (const payType of [1, 2, 3]) expect((await payConfig(c, payType)).data).toBeNull();
    expect(await savePay(c, { ...WECHAT, apiV3Key: '' })).toEqual(fieldError('apiV3Key', '请输入APIv3密钥'));
    // and a place of another user cannot be named at all
    const i = await inn();
    expect((await i.post(GET_PAY, { payType: 1 }, { index: 1001 })).body.code).toBe(403);
    expect((await i.post(EDIT_PAY, WECHAT, { index: 1001 })).body.code).toBe(403);
    expect((await payConfig(c.enter(1001), 1)).data).toMatchObject({
      mchId: '1612345001',
      apiV3Key: '****8F9w',
    });
  });
});
