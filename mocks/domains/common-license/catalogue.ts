/**
 * What is on sale (§7 Licences and orders): the licence catalogue, the SMS packs and the terms an order of them
 * records, shared by the seed and mocks/domains/common-license/routes.ts.
 */
import {
  discounted,
  planMonths,
  planTotal,
  type LicenseProduct,
  type LicenseType,
  type PlanChoice,
  type PricePlan,
  type SmsPack,
} from '../../../src/domain/licence';
import { LICENSE_IDS } from '../../menus';

/** A product on sale (license/list) and an SMS pack (getBasePrice), as the console reads them. */
export type { LicenseProduct, SmsPack };

/** The ids of the products on sale (license/list), defined with the menus they gate. */
export { LICENSE_IDS };

/** What internet cafes are offered (no rooms, no hotel modules). */
export const NETBAR_LICENSE_IDS: readonly number[] = [
  LICENSE_IDS.professional,
  LICENSE_IDS.idReader,
  LICENSE_IDS.cardWriter,
];

const plan = (
  id: number,
  planName: string,
  type: PricePlan['type'],
  price: number,
  discount = 100,
  validTime = 0,
  extra: Partial<PricePlan> = {},
): PricePlan => ({
  id,
  planName,
  type,
  price,
  discount,
  validTime,
  roomPrice: 0,
  roomNum: 0,
  num: 1,
  ...extra,
});

/**
 * A device shipped after payment (licenseType 2, no menu): sold by the unit (plan `planId` at `price` yuan),
 * with free shipping and a year's warranty.
 */
function hardware(
  id: number,
  licenseName: string,
  description: string,
  planId: number,
  price: number,
  features: string[],
): LicenseProduct {
  return {
    id,
    licenseName,
    licenseType: 2,
    description: `${description}（实物商品，包邮）`,
    helpTip: '实物商品，付款后3个工作日内发货，请填写收货人、手机号与收货地址。',
    features: [...features, '一年质保'],
    menuNames: [],
    priceList: [plan(planId, '单台', 2, price)],
  };
}

/** Everything on sale; plan ids are unique across the catalogue (they are the priceId of the buy calls). */
export const LICENSE_CATALOGUE: readonly LicenseProduct[] = [
  {
    id: LICENSE_IDS.ota,
    licenseName: 'OTA直连',
    licenseType: 1,
    description: '携程、美团、飞猪订单自动接入，房态房价实时同步',
    helpTip:
      '开通后可在「房间管理 > OTA设置」配置自动接单与钟点房规则，OTA订单直接进入前台，无需人工录入。适合在OTA平台售卖房间的酒店。',
    features: ['携程、美团、飞猪订单自动接单', '房态与房价实时同步', 'OTA钟点房售卖规则'],
    menuNames: ['OTA设置'],
    priceList: [
      plan(101, '1年', 1, 1980, 100, 1),
      plan(102, '2年', 1, 3600, 90, 2),
      plan(103, '永久', 1, 6800, 100, 0),
    ],
  },
  {
    id: LICENSE_IDS.lock,
    licenseName: '智能门锁对接',
    licenseType: 1,
    description: '对接科裕、必达等主流智能门锁，前台发卡、远程开门',
    helpTip: '开通后可在「房间管理 > 门锁管理」为每个房间绑定门锁，入住时前台直接发卡，退房自动失效。',
    features: ['主流门锁品牌对接', '入住发卡、退房自动注销', '远程开门与开门记录'],
    menuNames: ['门锁管理'],
    priceList: [plan(201, '1年', 1, 1280, 100, 1), plan(202, '永久', 1, 3980, 100, 0)],
  },
  {
    id: LICENSE_IDS.passBox,
    licenseName: '自助房卡盒',
    licenseType: 1,
    description: '客人扫码自助取卡，前台无人值守也能入住',
    helpTip:
      '开通后可在「房间管理 > 房卡盒」绑定房卡盒与房间，并设置可开盒的人员。需配合自助房卡盒硬件使用。',
    features: ['扫码自助取卡', '房卡盒与房间绑定', '开盒人员管理'],
    menuNames: ['房卡盒'],
    priceList: [plan(301, '1年', 1, 980, 88, 1)],
  },
  {
    id: LICENSE_IDS.professional,
    licenseName: '专业版',
    licenseType: 6,
    description: '解锁全部经营功能，房间数基础额度提升至300间',
    helpTip: '专业版永久有效：房间数基础额度由30间提升至300间，并开放全部经营报表。购买后立即生效。',
    features: ['房间数基础额度300间', '全部经营报表', '永久有效'],
    menuNames: [],
    priceList: [plan(401, '永久', 1, 8800, 100, 0)],
  },
  {
    id: LICENSE_IDS.rooms,
    licenseName: '房间扩容',
    licenseType: 5,
    description: '按需增加可管理的房间数',
    helpTip: '房间数超过额度时无法再添加房间。可按月购买任意房间数（最少10间），或选择更优惠的房间套餐。',
    features: ['按月扩容，最少10间', '年度套餐更优惠', '购买后立即生效'],
    menuNames: [],
    priceList: [
      plan(501, '按月扩容', 3, 0, 100, 0, { roomPrice: 3, roomNum: 10 }),
      plan(502, '50间/年', 4, 1500, 100, 12, { roomNum: 50 }),
      plan(503, '100间/年', 5, 2700, 95, 12, { roomNum: 100 }),
      plan(504, '200间/2年', 6, 9600, 90, 24, { roomNum: 200 }),
    ],
  },
  hardware(LICENSE_IDS.idReader, '身份证阅读器', '二代身份证阅读器，入住登记一刷即录', 601, 680, [
    '二代身份证识读',
    'USB即插即用',
  ]),
  hardware(LICENSE_IDS.cardWriter, '门锁发卡器', 'IC卡门锁发卡器，配合智能门锁对接使用', 701, 460, [
    'IC卡读写',
    '配合智能门锁对接使用',
  ]),
];

/** The SMS packs on sale (sysMsgOrder/getBasePrice). */
export const SMS_PACKS: readonly SmsPack[] = [
  { id: 1, num: 1000, price: 60, discount: 100 },
  { id: 2, num: 5000, price: 280, discount: 100 },
  { id: 3, num: 10000, price: 500, discount: 95 },
];

/** What an order of a plan records about it (its name, term, quantities, price and the §3 licenseMsg). */
export interface OrderTerms {
  licenseId: number;
  licenseName: string;
  licenseType: LicenseType;
  priceId: number;
  planName: string;
  num: number;
  roomNum: number;
  licenseYear: number | null;
  months: number | null;
  price: number;
  licenseMsg: string;
}

/**
 * The terms of an order of `plan` for `choice`, priced by the shared rules (planTotal); null when the choice is
 * outside the plan's bounds.
 */
export function licenceTerms(
  product: LicenseProduct,
  plan: PricePlan,
  choice: PlanChoice = {},
): OrderTerms | null {
  const price = planTotal(plan, choice);
  if (price === null) return null;
  const roomNum = plan.type === 3 ? (choice.roomNum ?? 0) : plan.roomNum;
  const num = plan.type === 2 ? (choice.num ?? 1) : 1;
  const { discount, roomPrice, validTime } = plan;
  return {
    licenseId: product.id,
    licenseName: product.licenseName,
    licenseType: product.licenseType,
    priceId: plan.id,
    planName: plan.planName,
    num,
    roomNum,
    licenseYear: plan.type === 1 ? plan.validTime : null,
    months: planMonths(plan, choice),
    price,
    licenseMsg: JSON.stringify({
      type: plan.type,
      licensePrice: { price: plan.price, discount, roomPrice, roomNum, validTime },
    }),
  };
}

/** The terms of an SMS pack order (licenseType 7, licenseId 0: packs are not licences). */
export function smsTerms(pack: SmsPack): OrderTerms {
  return {
    licenseId: 0,
    licenseName: '短信包',
    licenseType: 7,
    priceId: pack.id,
    planName: `${pack.num}条`,
    num: pack.num,
    roomNum: 0,
    licenseYear: null,
    months: null,
    price: discounted(pack.price, pack.discount),
    licenseMsg: JSON.stringify({
      type: 7,
      licensePrice: { price: pack.price, discount: pack.discount, num: pack.num },
    }),
  };
}

/** The QR text of a payment: what the customer's app scans. */
export function payQrCode(channel: number, outTradeNo: string): string {
  return channel === 10000
    ? `https://qr.alipay.com/mock/${outTradeNo}`
    : `weixin://wxpay/bizpayurl?pr=${outTradeNo}`;
}

/** 'YYYY-MM-DD HH:mm:ss' China time → epoch ms. */
export const chinaMs = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/** 'LO'/'SM' + yyyyMMddHHmmss + a 4-digit sequence, as the handler numbers new orders. */
export const tradeNo = (prefix: 'LO' | 'SM', time: string, seq: number) =>
  `${prefix}${time.replace(/\D/g, '')}${String(seq % 10_000).padStart(4, '0')}`;
