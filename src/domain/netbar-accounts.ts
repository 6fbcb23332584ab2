/**
 * The internet cafe's accounts with the platforms it settles with, and what it bought from them (§7 Internet cafe:
 * bllaccountinfo, bllbuywwbirecord, wwbaccountinfo, dtcAccount; menu 平台账户 /netBar/accounts). The spec names
 * only the calls; the meaning chosen (docs/api-contract.md "Internet cafe platform accounts"):
 *
 * - **bll** is the billing platform (计费平台: 顺网, 万象, Pubwin, 嘟嘟牛, 龙管家), the software that runs the seats and
 *   the cafe pays for its licence. `bllaccountinfo` is the cafe's settlement account there: its merchant number,
 *   the seats it is licensed for and until when, the prepaid balance and the credit the platform grants. The owner
 *   binds one (add), changes its name, contact and remark (edit) and unbinds it (delete, refused while it still
 *   holds a balance); the money, the licence and the state are the platform's (read-only here).
 * - **wwb** are the value-added-service platforms (增值服务平台: 腾讯网吧, 网易游戏网吧, 完美世界网吧, 顺网云) through which
 *   the cafe offers game privileges and sells point cards. `wwbaccountinfo` is its account on each: the cafe's
 *   number there, its partner level, the privilege pack's expiry and the prepaid balance. Read-only.
 * - `bllbuywwbirecord` are the purchases from those platforms (点卡, 增值服务), paid from a settlement account: order
 *   number, item, quantity, unit price, amount, time and state. Read-only; a platform's 累计采购 is the sum of its
 *   completed purchases, and its privilege runs 30 days a month pack from the last one bought.
 * - **dtc** are the live-streaming and e-sports platforms (虎牙, 斗鱼, 哔哩哔哩, 抖音, 腾讯电竞, 完美世界电竞).
 *   `dtcAccount` is an account the cafe binds there (its own live room, a team entered in a cafe tournament, a
 *   streamer it works with): a plain CRUD of the owner's, switched on and off.
 *
 * DOM-free: imported by the page (src/features/netbar/accounts-*) and the mock (mocks/domains/netbar/accounts.ts).
 */
import { entity, field, type EntityRow } from './entity';

export const NETBAR_BLL_ACCOUNT_BASE = '/business-netbar/bllaccountinfo';
export const NETBAR_DTC_ACCOUNT_BASE = '/business-netbar/dtcAccount';
export const NETBAR_PURCHASE_LIST = '/business-netbar/bllbuywwbirecord/list';
export const NETBAR_VAS_ACCOUNT_LIST = '/business-netbar/wwbaccountinfo/list';

/** The keys of menu 1720 平台账户 (the owner's): list and export read; add binds; edit changes, unbinds, switches. */
export const NETBAR_ACCOUNT_PERMS = {
  list: 'netbar:account:list',
  add: 'netbar:account:add',
  edit: 'netbar:account:edit',
  export: 'netbar:account:export',
} as const;

/** Billing platforms: 1 顺网计费, 2 万象, 3 Pubwin, 4 嘟嘟牛, 5 龙管家. */
export const BILLING_PLATFORMS = [1, 2, 3, 4, 5] as const;
export type BillingPlatform = (typeof BILLING_PLATFORMS)[number];

/** Value-added-service platforms: 1 腾讯网吧, 2 网易游戏网吧, 3 完美世界网吧, 4 顺网云. */
export const VAS_PLATFORMS = [1, 2, 3, 4] as const;
export type VasPlatform = (typeof VAS_PLATFORMS)[number];

/** Live and e-sports platforms: 1 虎牙直播, 2 斗鱼直播, 3 哔哩哔哩直播, 4 抖音直播, 5 腾讯电竞, 6 完美世界电竞. */
export const LIVE_PLATFORMS = [1, 2, 3, 4, 5, 6] as const;
/** What a live account is for: 1 门店直播 (the cafe's own room), 2 网吧赛事 (a team in a tournament), 3 主播合作. */
export const LIVE_PURPOSES = [1, 2, 3] as const;

/** A settlement account's state at its platform: 1 正常, 0 冻结. */
export const BILL_STATUS = [1, 0] as const;
/** A purchase's category: 1 点卡, 2 增值服务. */
export const PURCHASE_CATEGORIES = [1, 2] as const;
/** A purchase's state: 1 已到账, 2 处理中, 3 已退款. */
export const PURCHASE_STATES = [1, 2, 3] as const;
/** A value-added account's partner level: 1 银牌, 2 金牌, 3 钻石. */
export const VAS_LEVELS = [1, 2, 3] as const;
/** A value-added account's privilege: 1 生效中, 2 即将到期 (7 days or less), 3 已过期. */
export const VAS_STATUS = [1, 2, 3] as const;
/** Days before the privilege ends from which it is 即将到期. */
export const VAS_EXPIRING_DAYS = 7;

/** A merchant number as the platform prints it: 6–20 letters, digits or hyphens. */
export const ACCOUNT_NO_RE = /^[A-Za-z0-9-]{6,20}$/;
const accountNoRule = (v: unknown) =>
  typeof v === 'string' && ACCOUNT_NO_RE.test(v) ? null : 'netbarAccounts.bll.accountNoRule';

/** A live account's id or room number: 3–30 letters, digits, _ or -. */
export const LIVE_ID_RE = /^[A-Za-z0-9_-]{3,30}$/;
const liveIdRule = (v: unknown) =>
  typeof v === 'string' && LIVE_ID_RE.test(v) ? null : 'netbarAccounts.live.accountIdRule';

/**
 * The cafe's settlement account on a billing platform (bllaccountinfo). Which platform and which merchant number
 * are the binding itself (fixed once bound); balance, credit, licence and state are the platform's.
 */
export const bllAccountEntity = entity(
  {
    platform: { ...field.oneOf(BILLING_PLATFORMS, 'netbarAccounts.bll.platformRequired'), createOnly: true },
    accountNo: field.text({
      required: 'netbarAccounts.bll.accountNoRequired',
      checks: [accountNoRule],
      unique: 'netbarAccounts.bll.accountNoTaken',
      createOnly: true,
      example: (n: number) => `SW${String(n).padStart(8, '0')}`,
    }),
    accountName: field.text({
      required: 'netbarAccounts.bll.accountNameRequired',
      maxLength: 30,
      example: 'Main account',
    }),
    contactName: field.text({
      required: 'netbarAccounts.contactRequired',
      maxLength: 20,
      example: 'Chen',
    }),
    contactPhone: field.mobile('netbarAccounts.phoneRequired'),
    remark: field.remark(100),
    /** 账户余额: prepaid with the platform, yuan */
    balance: field.derived('number'),
    /** 授信额度: what the platform lets the cafe owe, yuan */
    creditLimit: field.derived('number'),
    /** 授权机位: the seats the licence covers */
    licensedSeats: field.derived('int'),
    /** 授权到期: YYYY-MM-DD, '' until the platform has set it */
    expireDate: field.derived('text'),
    /** BILL_STATUS */
    status: field.status(),
  },
  { base: NETBAR_BLL_ACCOUNT_BASE },
);
export type BllAccount = EntityRow<typeof bllAccountEntity>;

/** An account the cafe binds on a live or e-sports platform (dtcAccount); 1 启用, 0 停用 by changeStatus. */
export const dtcAccountEntity = entity(
  {
    platform: field.oneOf(LIVE_PLATFORMS, 'netbarAccounts.live.platformRequired'),
    accountId: field.text({
      required: 'netbarAccounts.live.accountIdRequired',
      checks: [liveIdRule],
      unique: 'netbarAccounts.live.accountIdTaken',
      example: (n: number) => `room_${String(n).padStart(6, '0')}`,
    }),
    nickname: field.text({
      required: 'netbarAccounts.live.nicknameRequired',
      maxLength: 30,
      example: 'Siyuan TV',
    }),
    purpose: field.oneOf(LIVE_PURPOSES, 'netbarAccounts.live.purposeRequired'),
    operator: field.text({
      required: 'netbarAccounts.live.operatorRequired',
      maxLength: 20,
      example: 'Chen',
    }),
    contactPhone: field.mobile(),
    remark: field.remark(100),
    /** 粉丝数 as the platform last told */
    followers: field.derived('int'),
    status: field.status(),
  },
  { base: NETBAR_DTC_ACCOUNT_BASE },
);
export type DtcAccount = EntityRow<typeof dtcAccountEntity>;

/** The cafe's account on a value-added-service platform (wwbaccountinfo/list), as the platform keeps it. */
export interface VasAccount {
  id: number;
  platform: VasPlatform;
  /** the cafe's number at the platform (网吧编号) */
  accountNo: string;
  /** VAS_LEVELS */
  level: number;
  /** 预存余额, yuan */
  balance: number;
  /** 累计采购: the completed purchases of the platform (bllbuywwbirecord), yuan */
  totalPurchased: number;
  /** the privilege's last day, YYYY-MM-DD ('' when no month pack was ever bought) */
  expireDate: string;
  /** VAS_STATUS, from expireDate and today */
  status: number;
}

/** A purchase from a value-added platform, paid from a settlement account (bllbuywwbirecord/list). */
export interface PlatformPurchase {
  id: number;
  /** 采购单号 */
  orderNo: string;
  /** the value-added platform it was bought from */
  platform: VasPlatform;
  /** PURCHASE_CATEGORIES */
  category: number;
  itemName: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** the settlement account it was paid from: its billing platform and merchant number */
  payPlatform: BillingPlatform;
  payAccountNo: string;
  /** YYYY-MM-DD HH:mm:ss, China time */
  time: string;
  /** PURCHASE_STATES */
  state: number;
}
