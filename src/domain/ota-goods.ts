/**
 * OTA goods orders (§7 businessOrder/getOtaGoodsOrder and the blob export of the list): the vouchers and packages
 * a place sells on the platforms (a welcome fruit plate, a breakfast voucher, late check-out, e-sports hours …),
 * bought by a guest online and verified (核销) at the desk. DOM-free: imported by the orders page and the mock
 * (mocks/domains/orders/ota-goods.ts).
 */
export const OTA_GOODS_LIST = '/business-merchant/businessOrder/getOtaGoodsOrder';
export const OTA_GOODS_EXPORT = '/business-merchant/businessOrder/exportOtaGoodsOrder';

/** The platforms a place sells goods on. */
export const OTA_GOODS_CHANNELS = ['meituan', 'douyin', 'ctrip', 'fliggy'] as const;
export type OtaGoodsChannel = (typeof OTA_GOODS_CHANNELS)[number];

/** 1 paid, waiting to be verified (待核销); 2 verified at the desk (已核销); 3 refunded (已退款); 4 expired (已过期). */
export const OTA_GOODS_STATUS = { paid: 1, verified: 2, refunded: 3, expired: 4 } as const;
export type OtaGoodsStatus = (typeof OTA_GOODS_STATUS)[keyof typeof OTA_GOODS_STATUS];

/** An order of goods bought on a platform. The buyer travels masked, as the platforms give it. */
export interface OtaGoodsOrder {
  id: number;
  /** the platform's order number */
  otaOrderNo: string;
  channel: OtaGoodsChannel;
  goodsName: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unit price: what the guest paid the platform */
  amount: number;
  /** the platform's commission */
  commission: number;
  /** amount − commission: what the platform settles to the place (0 when refunded) */
  settleAmount: number;
  /** 王** */
  buyerName: string;
  /** 138****6721 */
  buyerPhone: string;
  status: OtaGoodsStatus;
  /** the room it was used in, once verified ('' otherwise) */
  roomNo: string;
  createTime: string;
  /** when it was verified, '' until then */
  verifyTime: string;
}

/** The platforms' commission on goods, by platform. */
export const OTA_GOODS_COMMISSION: Readonly<Record<OtaGoodsChannel, number>> = {
  meituan: 0.08,
  douyin: 0.06,
  ctrip: 0.1,
  fliggy: 0.08,
};
