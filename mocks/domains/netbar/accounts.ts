/**
 * The cafe's platform accounts (§7 Internet cafe: bllaccountinfo, bllbuywwbirecord, wwbaccountinfo, dtcAccount;
 * menu 1720 平台账户). What the names were given to mean is in src/domain/netbar-accounts.ts and
 * docs/api-contract.md "Internet cafe platform accounts".
 *
 * - The settlement accounts (bllaccountinfo) and the live accounts (dtcAccount) are stored and served by `crud()`
 *   from their declarations; a cafe's own are written the first time either is read (`prepare`).
 * - The purchases (bllbuywwbirecord) and the value-added accounts (wwbaccountinfo) are the platforms' records:
 *   like the books, they are drawn from the place id and the clock (a seeded generator, no table), so that a
 *   platform's 累计采购 and its privilege's expiry always agree with the purchases listed.
 */
import { dayOf } from '../../../src/domain/calendar';
import {
  bllAccountEntity,
  dtcAccountEntity,
  NETBAR_ACCOUNT_PERMS as PERMS,
  NETBAR_PURCHASE_LIST,
  NETBAR_VAS_ACCOUNT_LIST,
  VAS_EXPIRING_DAYS,
  VAS_PLATFORMS,
  type BillingPlatform,
  type BllAccount,
  type DtcAccount,
  type PlatformPurchase,
  type VasAccount,
  type VasPlatform,
} from '../../../src/domain/netbar-accounts';
import {
  contains,
  crud,
  equalsNumber,
  inDays,
  ok,
  PLACE_READ,
  route,
  sortedPage,
  type CrudContext,
} from '../../contract';
import { defineTables, formatTime, type PlaceRow, type StoredRow } from '../../db';
import { zhText } from '../../messages';
import { fakerFor, mobile, personName } from '../fake';
import { firstSeeding, type SeededRow } from '../seed-kit';
import { chinaDay, random } from '../statistics/routes';
import { round2 } from '../../../src/domain/money';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;
/** Place type of an internet cafe (§1). */
const NETBAR = 50;
/** The seats a licence covers: bought in blocks of ten, above the seats the cafe runs (72). */
const LICENSED_SEATS = 80;

export const ACCOUNT_MSG = {
  hasBalance: zhText({ key: 'netbarAccounts.bll.hasBalance' }),
} as const;

interface Stored {
  placeId: number;
  createTime: string;
  updateTime: string;
}
export type BllRow = StoredRow & Stored & Omit<BllAccount, 'id' | 'createTime'>;
export type DtcRow = StoredRow & Stored & Omit<DtcAccount, 'id' | 'createTime'>;

export const ACCOUNTS = defineTables<{ bll: BllRow; dtc: DtcRow; seeded: SeededRow }>({
  bll: 'netbarBllAccount',
  dtc: 'netbarDtcAccount',
  seeded: 'netbarAccountSeed',
});

/* ------------------------------------------------------------------ the stored accounts, first written */

/** The place's name without its branch: 极光网咖(滨江店) → 极光网咖. */
const shortName = (placeName: string) => placeName.replace(/[(（].*$/, '');
/** The cafe's main billing platform: 顺网 or 万象, by place. */
export const mainPlatformOf = (placeId: number): BillingPlatform => (placeId % 2 === 0 ? 1 : 2);
const ACCOUNT_PREFIX: Record<BillingPlatform, string> = { 1: 'SW', 2: 'WX', 3: 'PW', 4: 'DDN', 5: 'LGJ' };
/** The settlement account the purchases are paid from: the main platform's (the first one written). */
export const mainAccountNo = (placeId: number) => `${ACCOUNT_PREFIX[mainPlatformOf(placeId)]}${placeId}0018`;
const STREAMERS = ['阿杰打瓦', '小鹿不吃香菜', '老K玩CS', '北辰说游戏', '橙子今天上分了吗'];

/** A cafe's accounts as the platforms first tell them: its main billing account, its 网维 account, an old one. */
function seedAccounts(db: CrudContext['db'], place: PlaceRow, now: number): void {
  if (!firstSeeding(db, ACCOUNTS.seeded, place.id)) return;
  const f = fakerFor(`netbar/accounts/${place.id}`);
  const next = random(place.id * 7_919 + 17);
  const at = (daysAgo: number) => formatTime(now - daysAgo * DAY);
  const day = (daysFromNow: number) => dayOf(chinaDay(now) + daysFromNow);
  const admin = { name: personName(f), phone: mobile(f) };
  const owner = { name: place.contacts, phone: place.phone };
  const name = shortName(place.placeName);
  const main = mainPlatformOf(place.id);
  const bll = (row: Omit<BllRow, 'id' | 'placeId' | 'updateTime'>) =>
    db.insert(ACCOUNTS.bll, { ...row, placeId: place.id, updateTime: row.createTime });
  bll({
    platform: main,
    accountNo: mainAccountNo(place.id),
    accountName: `${name}-计费主账户`,
    contactName: owner.name,
    contactPhone: owner.phone,
    remark: '计费授权与增值采购的结算账户',
    balance: round2(3000 + next() * 6000),
    creditLimit: main === 1 ? 20_000 : 10_000,
    licensedSeats: LICENSED_SEATS,
    expireDate: day(120 + Math.floor(next() * 180)),
    status: 1,
    createTime: at(420),
  });
  bll({
    platform: 5,
    accountNo: `LGJ-${place.id}-${String(Math.floor(next() * 9000) + 1000)}`,
    accountName: `${name}-网维账户`,
    contactName: admin.name,
    contactPhone: admin.phone,
    remark: '无盘系统与网维服务',
    balance: round2(200 + next() * 600),
    creditLimit: 0,
    licensedSeats: LICENSED_SEATS,
    expireDate: day(30 + Math.floor(next() * 60)),
    status: 1,
    createTime: at(300),
  });
  bll({
    platform: 3,
    accountNo: `PW${place.id}0002`,
    accountName: `${name}-旧计费账户`,
    contactName: owner.name,
    contactPhone: owner.phone,
    remark: '换用新计费系统后停用，余额已转出，待解绑',
    balance: 0,
    creditLimit: 0,
    licensedSeats: 60,
    expireDate: day(-400),
    status: 0,
    createTime: at(1100),
  });

  const streamer = STREAMERS[place.id % STREAMERS.length]!;
  const dtc = (row: Omit<DtcRow, 'id' | 'placeId' | 'updateTime'>) =>
    db.insert(ACCOUNTS.dtc, { ...row, placeId: place.id, updateTime: row.createTime });
  dtc({
    platform: 1,
    accountId: String(660_000 + place.id),
    nickname: `${name}官方直播间`,
    purpose: 1,
    operator: owner.name,
    contactPhone: owner.phone,
    remark: '周末电竞区赛事直播',
    followers: 12_000 + Math.floor(next() * 28_000),
    status: 1,
    createTime: at(260),
  });
  dtc({
    platform: 5,
    accountId: `TGA-${place.id}-01`,
    nickname: `${name}英雄联盟战队`,
    purpose: 2,
    operator: admin.name,
    contactPhone: admin.phone,
    remark: '英雄联盟网吧联赛城市赛报名',
    followers: 300 + Math.floor(next() * 900),
    status: 1,
    createTime: at(95),
  });
  dtc({
    platform: 2,
    accountId: String(7_000_000 + place.id * 13),
    nickname: streamer,
    purpose: 3,
    operator: streamer,
    contactPhone: mobile(f),
    remark: '每周五晚在包间 C03 直播，带网咖口播',
    followers: 50_000 + Math.floor(next() * 90_000),
    status: 1,
    createTime: at(60),
  });
  dtc({
    platform: 3,
    accountId: `bili_${place.id}`,
    nickname: `${name}的日常`,
    purpose: 1,
    operator: owner.name,
    contactPhone: '',
    remark: '暂停更新',
    followers: 2_000 + Math.floor(next() * 3_000),
    status: 0,
    createTime: at(500),
  });
}

const prepare = (ctx: CrudContext) => {
  if (ctx.place?.placeType === NETBAR) seedAccounts(ctx.db, ctx.place, ctx.now);
};

/* ------------------------------------------------------------------ the platforms' records, drawn */

interface Item {
  category: 1 | 2;
  itemName: string;
  unitPrice: number;
}
/** A point card (category 1) and a month pack or other privilege (category 2) at the platform's price. */
const card = (itemName: string, unitPrice: number): Item => ({ category: 1, itemName, unitPrice });
const pack = (itemName: string, unitPrice: number): Item => ({ category: 2, itemName, unitPrice });
/** What each value-added platform sells a cafe: its point card (the 顺网云 has none), its month pack, an extra. */
const CATALOGUE: Record<VasPlatform, { card?: Item; pack: Item; extra?: Item }> = {
  1: { card: card('Q币卡 100元', 98.5), pack: pack('腾讯网吧特权 月包（英雄联盟/王者荣耀）', 1280) },
  2: { card: card('网易一卡通 50元', 48.5), pack: pack('网易游戏网吧特权 月包（永劫无间/逆水寒）', 860) },
  3: { card: card('完美一卡通 100元', 97), pack: pack('完美电竞平台网吧特权 月包（CS2/DOTA2）', 680) },
  4: { pack: pack('顺网云更新 授权月包', 199), extra: pack('开机桌面广告位 周包', 300) },
};
/** How many days the purchases reach back. */
export const PURCHASE_DAYS = 180;
/** A month pack's privilege runs this many days from the day it was bought. */
export const PACK_DAYS = 30;
/** 完美世界's privilege has not been renewed for this many days: it has run out. */
const LAPSED_PLATFORM: VasPlatform = 3;
const LAPSED_DAYS = 40;
const CARD_QUANTITIES = [10, 10, 20, 20, 30, 50];

/** The purchases of a cafe from the value-added platforms up to now, oldest first. */
export function platformPurchases(placeId: number, now: number): PlatformPurchase[] {
  const today = chinaDay(now);
  const payPlatform = mainPlatformOf(placeId);
  const payAccountNo = mainAccountNo(placeId);
  const out: PlatformPurchase[] = [];
  for (let d = today - PURCHASE_DAYS + 1; d <= today; d++) {
    const next = random(placeId * 15_485_863 + d * 97);
    const start = d * DAY - CHINA;
    const bought: Array<{ platform: VasPlatform; item: Item; quantity: number; at: number }> = [];
    // each platform's month pack comes round every 30 days, in the morning
    for (const p of VAS_PLATFORMS) {
      if ((d + placeId + p * 7) % PACK_DAYS !== 0) continue;
      if (p === LAPSED_PLATFORM && d > today - LAPSED_DAYS) continue;
      bought.push({ platform: p, item: CATALOGUE[p].pack, quantity: 1, at: start + (10 + next()) * HOUR });
    }
    // point cards when the counter runs low, in the afternoon or evening
    if (next() < 0.3) {
      const p = ([1, 1, 2, 3] as const)[Math.floor(next() * 4)]!;
      const quantity = CARD_QUANTITIES[Math.floor(next() * CARD_QUANTITIES.length)]!;
      bought.push({ platform: p, item: CATALOGUE[p].card!, quantity, at: start + (13 + next() * 9) * HOUR });
    }
    if (next() < 0.05) {
      bought.push({
        platform: 4,
        item: CATALOGUE[4].extra!,
        quantity: 1,
        at: start + (15 + next() * 3) * HOUR,
      });
    }
    bought.sort((a, b) => a.at - b.at);
    bought.forEach(({ platform, item, quantity, at }, i) => {
      const refunded = item.category === 1 && next() < 0.05;
      if (at > now) return;
      out.push({
        id: d * 100 + i + 1,
        orderNo: `CG${dayOf(d).replaceAll('-', '')}${String(placeId).slice(-4)}${String(i + 1).padStart(2, '0')}`,
        platform,
        category: item.category,
        itemName: item.itemName,
        quantity,
        unitPrice: item.unitPrice,
        amount: round2(item.unitPrice * quantity),
        payPlatform,
        payAccountNo,
        time: formatTime(Math.floor(at / 1000) * 1000),
        // the platform confirms within half an hour
        state: now - at < HOUR / 2 ? 2 : refunded ? 3 : 1,
      });
    });
  }
  return out;
}

const VAS_PREFIX: Record<VasPlatform, string> = { 1: 'TXWB', 2: 'NEWB', 3: 'WMWB', 4: 'SWY' };

/** The cafe's account on each value-added platform, its totals and privilege from the purchases. */
export function vasAccounts(placeId: number, now: number, purchases: PlatformPurchase[]): VasAccount[] {
  const today = chinaDay(now);
  return VAS_PLATFORMS.map((platform) => {
    const next = random(placeId * 104_723 + platform * 11);
    const done = purchases.filter((r) => r.platform === platform && r.state === 1);
    const lastPack = done.filter((r) => CATALOGUE[platform].pack.itemName === r.itemName).pop();
    const lastDay = lastPack ? chinaDay(Date.parse(`${lastPack.time.replace(' ', 'T')}+08:00`)) : null;
    const expires = lastDay === null ? null : lastDay + PACK_DAYS - 1;
    return {
      id: platform,
      platform,
      accountNo: `${VAS_PREFIX[platform]}${placeId}${String(platform).padStart(2, '0')}`,
      level: 1 + Math.floor(next() * 3),
      balance: round2(100 + next() * 2900),
      totalPurchased: round2(done.reduce((s, r) => s + r.amount, 0)),
      expireDate: expires === null ? '' : dayOf(expires),
      status: expires === null || expires < today ? 3 : expires - today <= VAS_EXPIRING_DAYS ? 2 : 1,
    };
  });
}

/* ------------------------------------------------------------------ the calls */

const READ = { ...PLACE_READ, perm: PERMS.list } as const;
const WRITES = { add: PERMS.add, edit: PERMS.edit, delete: PERMS.edit, changeStatus: PERMS.edit };

export const netbarAccountHandlers = [
  ...crud(bllAccountEntity, {
    table: ACCOUNTS.bll,
    ops: ['list', 'add', 'edit', 'delete', 'detail'],
    perms: WRITES,
    prepare,
    // bound now: the platform has not told its figures yet
    defaults: () => ({ balance: 0, creditLimit: 0, licensedSeats: 0, expireDate: '', status: 1 }),
    filters: { accountNo: 'contains', accountName: 'contains', platform: 'equals', status: 'equals' },
    defaultSort: [
      { field: 'status', order: 'desc' },
      { field: 'createTime', order: 'asc' },
    ],
    beforeDelete: (row) => (row.balance > 0 ? ACCOUNT_MSG.hasBalance : null),
  }),

  ...crud(dtcAccountEntity, {
    table: ACCOUNTS.dtc,
    ops: ['list', 'add', 'edit', 'delete', 'changeStatus', 'detail'],
    perms: WRITES,
    prepare,
    defaults: () => ({ followers: 0, status: 1, contactPhone: '', remark: '' }),
    filters: {
      accountId: 'contains',
      nickname: 'contains',
      platform: 'equals',
      purpose: 'equals',
      status: 'equals',
    },
    defaultSort: { field: 'createTime', order: 'asc' },
  }),

  route.get(NETBAR_PURCHASE_LIST, READ, ({ place, query: q, now }) => {
    const rows = platformPurchases(place.id, now).filter(
      (r) =>
        (!q.orderNo || contains(r.orderNo, q.orderNo)) &&
        (!q.itemName || contains(r.itemName, q.itemName)) &&
        equalsNumber(r.platform, q.platform) &&
        equalsNumber(r.category, q.category) &&
        equalsNumber(r.state, q.state) &&
        inDays(q, r.time),
    );
    return ok(
      sortedPage(rows, q, new Set(['time', 'amount', 'quantity', 'unitPrice']), {
        field: 'time',
        order: 'desc',
      }),
    );
  }),

  route.get(NETBAR_VAS_ACCOUNT_LIST, READ, ({ place, query: q, now }) => {
    const rows = vasAccounts(place.id, now, platformPurchases(place.id, now)).filter(
      (r) => equalsNumber(r.platform, q.platform) && equalsNumber(r.status, q.status),
    );
    return ok(
      sortedPage(rows, q, new Set(['platform', 'balance', 'totalPurchased', 'expireDate']), {
        field: 'platform',
        order: 'asc',
      }),
    );
  }),
];
