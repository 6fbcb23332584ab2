/**
 * What the /common-license calls answer (§7 Licences and orders) and the SMS pack calls: the products and packs
 * on sale, the place's edition and licences, a room quote, an order to pay and its payment status, an activation
 * code. One
 * definition for the console (src/api/services/common-license.ts) and the mock
 * (mocks/domains/common-license/routes.ts), which cannot compile the console's API layer.
 */
import type { LicenseType, PayChannel, PayStatus, PricePlan } from './licence';

/** How a place came by a licence: purchased, activated with a code, given, or seeded. */
export type LicenceSource = 'buy' | 'code' | 'gift' | 'seed';

/** A product on sale (license/list): a module, physical goods, rooms or the professional edition. */
export interface LicenseProduct {
  id: number;
  licenseName: string;
  licenseType: LicenseType;
  /** one line under the name */
  description: string;
  /** the help-tip popover's text (what it does, who needs it) */
  helpTip: string;
  /** what it brings, a line each */
  features: string[];
  /** the menu entries it adds to the place when bought (names in the place's language of the seed) */
  menuNames: string[];
  /** the price lines; never empty */
  priceList: PricePlan[];
}

/** selectVersion: the place's edition and its room quota. */
export interface PlaceVersion {
  /** 1 professional, 5 basic (§3 Place) */
  license: number;
  versionName: string;
  /** rooms the place may have: the edition's own plus every room licence in force */
  roomQuota: number;
  roomUsed: number;
  /** the last day of the room licence that ends last, null without one */
  roomEndTime: string | null;
}

/** listByPlace: a licence the place holds (purchased, activated with a code, or given). */
export interface PlaceLicense {
  id: number;
  licenseId: number;
  licenseName: string;
  licenseType: LicenseType;
  /** 'YYYY-MM-DD' */
  startTime: string;
  /** 'YYYY-MM-DD'; 2099-12-31 or later = permanent (§3); null for goods */
  endTime: string | null;
  /** quantity (goods, SMS) */
  num: number;
  /** rooms it adds (room licences) */
  roomNum: number;
  source: LicenceSource;
  /** 1 in force, 0 expired */
  status: 0 | 1;
  menuNames: string[];
}

/** getRoomPrice: what `roomNum` rooms for `months` cost at the place's room price. */
export interface RoomPriceQuote {
  /** the type-3 plan it priced */
  priceId: number;
  roomPrice: number;
  roomNum: number;
  months: number;
  discount: number;
  total: number;
  /** rooms the place may have now */
  roomQuota: number;
}

/**
 * What every buy call answers (§7: outTradeNo and qrCode): the order made (or found again for the same
 * requestId) and the code to scan. `qrCode` is the text the QR encodes (a pay URL).
 */
export interface PayOrder {
  id: number;
  outTradeNo: string;
  qrCode: string;
  payChannel: PayChannel;
  price: number;
  /** seconds the code is valid (the 300 s of §9) */
  expireSeconds: number;
}

/** getByPayStatus / queryPayStatus. */
export interface PayStatusAnswer {
  status: PayStatus;
  /** why it failed (status 0) */
  remark: string;
}

/** An SMS pack on sale (sysMsgOrder/getBasePrice). */
export interface SmsPack {
  id: number;
  /** messages in the pack */
  num: number;
  price: number;
  discount: number;
}

/** An activation code as /authCode/detail shows it before it is used. */
export interface AuthCodeDetail {
  authCode: string;
  licenseName: string;
  licenseType: LicenseType;
  /** months it gives, 0 permanent */
  months: number;
  roomNum: number;
  /** 0 unused, 1 used, 2 expired */
  status: 0 | 1 | 2;
  /** last day it may be used, 'YYYY-MM-DD' */
  expireTime: string;
}
