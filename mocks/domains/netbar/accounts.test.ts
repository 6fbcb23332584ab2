import { describe, expect, it } from 'vitest';
import {
  NETBAR_BLL_ACCOUNT_BASE as BLL,
  NETBAR_DTC_ACCOUNT_BASE as DTC,
  NETBAR_PURCHASE_LIST as PURCHASES,
  NETBAR_VAS_ACCOUNT_LIST as VAS,
  type BllAccount,
  type DtcAccount,
  type PlatformPurchase,
  type VasAccount,
} from '../../../src/domain/netbar-accounts';
import { dayOf } from '../../../src/domain/calendar';
import { formatTime } from '../../db';
import { DEMO_USERS } from '../../seed';
import {
  as,
  atSeedTime,
  cafeOwner as owner,
  expectFieldRefusals,
  type FieldRefusals,
  round2,
  SEED_NOW,
  sum,
  type Page,
} from '../../test-kit';
import { chinaDay } from '../statistics/routes';

atSeedTime();
const TODAY = dayOf(chinaDay(SEED_NOW));

const newBll = {
  platform: 4,
  accountNo: 'DDN-1014-77',
  accountName: '思远网咖-嘟嘟牛试用',
  contactName: '陈思远',
  contactPhone: '13800138003',
  remark: '试用三个月',
};
const newLive = {
  platform: 4,
  accountId: 'siyuan_douyin',
  nickname: '思远网咖抖音号',
  purpose: 1,
  operator: '陈思远',
  contactPhone: '13800138003',
  remark: '',
};

/**
 * The accounts a cafe binds itself, settlement (bllaccountinfo) and live (dtcAccount), are both served from their
 * declarations: each is bound, refused on the field its declaration names, and edited the same way. What an
 * account starts with and what an edit may not change are the kind's own.
 */
const BOUND: Array<{
  name: string;
  base: string;
  body: Record<string, unknown>;
  added: Record<string, unknown>;
  refusals: FieldRefusals;
  edit: Record<string, unknown>;
  edited: Record<string, unknown>;
}> = [
  {
    name: 'settlement account',
    base: BLL,
    body: newBll,
    // the platform's figures are not yet known
    added: { ...newBll, balance: 0, creditLimit: 0, licensedSeats: 0, expireDate: '', status: 1 },
    refusals: [
      [{ accountName: '另一个' }, 'accountNo', '该商户号已绑定'],
      [{ accountNo: 'ab#12' }, 'accountNo', '商户号为 6-20 位字母、数字或短横线'],
      [{ accountNo: 'X-000001', platform: 9 }, 'platform', '请选择计费平台'],
      [{ accountNo: 'X-000001', contactPhone: '' }, 'contactPhone', '请输入联系电话'],
    ],
    // its contact changes, never its platform or number
    edit: { accountNo: 'CHANGED-01', platform: 1, contactName: '李明' },
    edited: { accountNo: 'DDN-1014-77', platform: 4, contactName: '李明' },
  },
  {
    name: 'live account',
    base: DTC,
    body: newLive,
    added: { ...newLive, followers: 0, status: 1 },
    refusals: [
      [{ nickname: '重复' }, 'accountId', '该账号已绑定'],
      [{ accountId: 'a b' }, 'accountId', '账号为 3-30 位字母、数字、下划线或短横线'],
      [{ accountId: 'other_1', purpose: 4 }, 'purpose', '请选择用途'],
      [{ accountId: 'other_1', operator: '' }, 'operator', '请输入负责人'],
    ],
    edit: { nickname: '思远网咖抖音官方号' },
    edited: { nickname: '思远网咖抖音官方号' },
  },
];

describe('the accounts an internet cafe binds itself', () => {
  it.each(BOUND)(
    'binds a $name, refuses what is wrong on its field with the declared message, and edits it',
    async ({ base, body, added, refusals, edit, edited }) => {
      const c = await owner();
      const res = (await c.post<{ id: number }>(`${base}/add`, body)).body;
      expect(res).toMatchObject({ code: 200, msg: '新增成功' });
      const { id } = res.data;
      expect((await c.post(`${base}/detail`, { id })).body.data).toMatchObject(added);
      await expectFieldRefusals(c, `${base}/add`, refusals, body);
      expect((await c.post(`${base}/edit`, { ...body, id, ...edit })).body).toMatchObject({
        code: 200,
        msg: '更新成功',
      });
      expect((await c.post(`${base}/detail`, { id })).body.data).toMatchObject(edited);
    },
  );
});

describe("an internet cafe's settlement accounts (bllaccountinfo)", () => {
  it('lists the accounts the platforms told: the main one, the 网维 one and an old frozen one', async () => {
    const c = await owner();
    const page = (await c.get<Page<BllAccount>>(`${BLL}/list`)).body.data;
    expect(page.total).toBe(3);
    // the active accounts first, oldest bound first
    expect(page.records.map((r) => [r.platform, r.accountName, r.status])).toEqual([
      [1, '思远网咖-计费主账户', 1],
      [5, '思远网咖-网维账户', 1],
      [3, '思远网咖-旧计费账户', 0],
    ]);
    const [main] = page.records;
    expect(main).toMatchObject({ accountNo: 'SW10140018', contactName: '陈思远', licensedSeats: 80 });
    expect(main!.balance).toBeGreaterThan(0);
    expect(main!.creditLimit).toBe(20_000);
    expect(main!.expireDate > TODAY).toBe(true);

    const frozen = (await c.get<Page<BllAccount>>(`${BLL}/list`, { status: 0 })).body.data.records;
    expect(frozen.map((r) => r.accountNo)).toEqual(['PW10140002']);
    const found = (await c.get<Page<BllAccount>>(`${BLL}/list`, { accountName: '网维' })).body.data.records;
    expect(found.map((r) => r.platform)).toEqual([5]);
    const byBalance = (
      await c.get<Page<BllAccount>>(`${BLL}/list`, { sortField: 'balance', sortOrder: 'desc', pageSize: 2 })
    ).body.data;
    expect(byBalance.records.map((r) => r.accountNo)).toEqual([
      'SW10140018',
      expect.stringMatching(/^LGJ-1014-/),
    ]);
    expect([byBalance.total, byBalance.pageSize]).toEqual([3, 2]);
  });

  it('unbinds an account without a balance, never one that still holds money', async () => {
    const c = await owner();
    const rows = (await c.get<Page<BllAccount>>(`${BLL}/list`)).body.data.records;
    const main = rows.find((r) => r.status === 1 && r.platform === 1)!;
    const old = rows.find((r) => r.status === 0)!;
    expect((await c.post(`${BLL}/delete`, { id: main.id })).body).toMatchObject({
      code: 400,
      msg: '账户仍有余额，不能解绑',
    });
    expect((await c.post(`${BLL}/delete`, { id: old.id })).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
    expect((await c.get<Page<BllAccount>>(`${BLL}/list`)).body.data.total).toBe(2);
  });
});

describe("an internet cafe's live and e-sports accounts (dtcAccount)", () => {
  it('lists the bound accounts, found by platform, purpose and name, sorted by followers', async () => {
    const c = await owner();
    const all = (await c.get<Page<DtcAccount>>(`${DTC}/list`)).body.data;
    expect(all.records.map((r) => [r.platform, r.purpose, r.status])).toEqual([
      [3, 1, 0],
      [1, 1, 1],
      [5, 2, 1],
      [2, 3, 1],
    ]);
    expect(all.records[1]).toMatchObject({ accountId: '661014', nickname: '思远网咖官方直播间' });
    const teams = (await c.get<Page<DtcAccount>>(`${DTC}/list`, { purpose: 2 })).body.data.records;
    expect(teams.map((r) => r.nickname)).toEqual(['思远网咖英雄联盟战队']);
    const named = (await c.get<Page<DtcAccount>>(`${DTC}/list`, { nickname: '直播间' })).body.data.records;
    expect(named.map((r) => r.platform)).toEqual([1]);
    const sorted = (
      await c.get<Page<DtcAccount>>(`${DTC}/list`, { sortField: 'followers', sortOrder: 'desc' })
    ).body.data.records.map((r) => r.followers);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it('switches one off and unbinds it, once', async () => {
    const c = await owner();
    const { id } = (await c.post<{ id: number }>(`${DTC}/add`, newLive)).body.data;
    expect((await c.post(`${DTC}/changeStatus`, { id, status: 0 })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    const row = (await c.post<DtcAccount>(`${DTC}/detail`, { id })).body.data;
    expect(row).toMatchObject({ status: 0, followers: 0 });
    expect((await c.post(`${DTC}/delete`, { id })).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await c.post(`${DTC}/delete`, { id })).body).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
  });
});

describe("an internet cafe's purchases and value-added accounts (bllbuywwbirecord, wwbaccountinfo)", () => {
  const purchases = async (q: Record<string, unknown> = {}) =>
    (await (await owner()).get<Page<PlatformPurchase>>(PURCHASES, { pageSize: 500, ...q })).body.data;

  it('lists the purchases newest first, each paid from the main settlement account, none after now', async () => {
    const all = await purchases();
    expect(all.total).toBeGreaterThan(40);
    const times = all.records.map((r) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]! <= formatTime(SEED_NOW)).toBe(true);
    for (const r of all.records) {
      expect(r.amount).toBe(round2(r.unitPrice * r.quantity));
      expect(r).toMatchObject({ payPlatform: 1, payAccountNo: 'SW10140018' });
      expect(r.orderNo).toMatch(/^CG\d{8}1014\d{2}$/);
    }
    // the same records on every call: drawn from the place and the clock
    expect((await purchases()).records).toEqual(all.records);
  });

  it('finds them by platform, category, state, item, order number and day, sorted and paged', async () => {
    const cards = await purchases({ category: 1, platform: 1 });
    expect(cards.records.length).toBeGreaterThan(0);
    expect(cards.records.every((r) => r.category === 1 && r.itemName === 'Q币卡 100元')).toBe(true);
    const refunded = await purchases({ state: 3 });
    expect(refunded.records.every((r) => r.state === 3 && r.category === 1)).toBe(true);
    const packs = await purchases({ itemName: '月包', sortField: 'amount', sortOrder: 'desc' });
    expect(packs.records[0]!.amount).toBe(1280);
    expect(packs.records.every((r) => r.category === 2)).toBe(true);
    const one = (await purchases()).records[5]!;
    expect((await purchases({ orderNo: one.orderNo })).records).toEqual([one]);
    const day = one.time.slice(0, 10);
    const ofDay = await purchases({ startDate: day, endDate: day });
    expect(ofDay.records.every((r) => r.time.startsWith(day))).toBe(true);
    expect(ofDay.records).toContainEqual(one);
    const page = await purchases({ pageSize: 10, pageNumber: 2 });
    expect([page.records.length, page.pageNumber]).toEqual([10, 2]);
    expect((await (await owner()).get(PURCHASES, { sortField: 'itemName' })).body).toMatchObject({
      code: 400,
      msg: '排序字段不正确',
    });
  });

  it('has one account per platform whose total is its completed purchases and whose privilege runs from the last month pack', async () => {
    const c = await owner();
    const accounts = (await c.get<Page<VasAccount>>(VAS)).body.data.records;
    expect(accounts.map((a) => a.platform)).toEqual([1, 2, 3, 4]);
    const all = (await purchases()).records;
    for (const a of accounts) {
      const done = all.filter((r) => r.platform === a.platform && r.state === 1);
      expect(a.totalPurchased).toBe(sum(done.map((r) => r.amount)));
      const lastPack = done.find((r) => r.category === 2 && r.itemName.includes('月包'))!;
      const start = chinaDay(Date.parse(`${lastPack.time.replace(' ', 'T')}+08:00`));
      expect(a.expireDate).toBe(dayOf(start + 29));
    }
    // 完美世界's privilege was not renewed: it has run out; the others run
    expect(accounts.find((a) => a.platform === 3)!.status).toBe(3);
    expect(accounts.filter((a) => a.platform !== 3).every((a) => a.expireDate >= TODAY)).toBe(true);
    const expired = (await c.get<Page<VasAccount>>(VAS, { status: 3 })).body.data.records;
    expect(expired.map((a) => a.platform)).toEqual([3]);
    const richest = (await c.get<Page<VasAccount>>(VAS, { sortField: 'totalPurchased', sortOrder: 'desc' }))
      .body.data.records;
    expect(richest[0]!.totalPurchased).toBe(Math.max(...accounts.map((a) => a.totalPurchased)));
  });

  it("are another cafe's at another cafe", async () => {
    const other = await as(DEMO_USERS.owner, 1005);
    const bll = (await other.get<Page<BllAccount>>(`${BLL}/list`)).body.data.records;
    expect(bll[0]).toMatchObject({
      platform: 2,
      accountNo: 'WX10050018',
      accountName: '极光网咖-计费主账户',
    });
    const records = (await other.get<Page<PlatformPurchase>>(PURCHASES)).body.data.records;
    expect(records.every((r) => r.payAccountNo === 'WX10050018')).toBe(true);
  });
});

describe('the platform accounts are the cafe owner’s', () => {
  it('refuses a hotel: no key for the reads of the platforms, nor for binding', async () => {
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(PURCHASES)).body).toEqual({ code: 403, msg: '没有该操作的权限', data: null });
    expect((await hotel.get(VAS)).body.code).toBe(403);
    expect((await hotel.post(`${BLL}/add`, newBll)).body.code).toBe(403);
    expect((await hotel.post(`${DTC}/add`, newLive)).body.code).toBe(403);
    expect((await hotel.post(`${DTC}/changeStatus`, { id: 1, status: 0 })).body.code).toBe(403);
    // a hotel has no platform accounts of a cafe's
    expect((await hotel.get<Page<BllAccount>>(`${BLL}/list`)).body.data.total).toBe(0);
  });
});
