/**
 * The tables of the licences and orders (§7 Licences and orders; mocks/domains/common-license/routes.ts) and the
 * rows they store.
 */
import type { Day } from '../../../src/domain/calendar';
import type { LicenceSource, LicenseOrder } from '../../../src/domain/licence';
import { defineTables, type StoredRow } from '../../table';
import type { OrderTerms } from './catalogue';

/** The tables of mocks/domains/common-license/routes.ts; authCode is platform-wide (placeId null), the rest per place. */
export const LICENCE_TABLES = {
  /** what a place holds: {licenseId, startTime, endTime, num, roomNum, source} */
  placeLicense: 'placeLicense',
  /** licence and SMS orders with their payment (LicenseOrder plus userId, requestId, priceId, qrCode, qrTime …) */
  order: 'licenseOrder',
  /** activation codes: {authCode, licenseId, months, roomNum, expireTime} */
  authCode: 'authCode',
  /** a code used at a place (a code is used once, anywhere); per place so resetting a place frees its codes */
  authCodeUse: 'authCodeUse',
  /** the SMS balance of a place: {balance} (messages left), read by the SMS page */
  smsAccount: 'smsAccount',
} as const;

/** A licence a place holds; its name, type and menus come from the catalogue. */
export interface LicenceRow extends StoredRow {
  placeId: number;
  licenseId: number;
  startTime: Day;
  /** null for goods */
  endTime: Day | null;
  num: number;
  roomNum: number;
  source: LicenceSource;
}

/**
 * A licence or SMS order as stored: the order as the order calls answer it (the terms of what was bought, its
 * delivery and payment), with its plan, who ordered it, its idempotency key and its payment attempt.
 */
export interface OrderRow extends StoredRow, OrderTerms, LicenseOrder {
  placeId: number;
  /** the end day the payment gave (goods and SMS have none) */
  validTime: Day | null;
  userId: number;
  requestId: string;
  kind: 'licence' | 'sms';
  qrCode: string;
  /** when the current outTradeNo was issued (ms, mock clock): its QR code lives PAY_COUNTDOWN_S */
  qrTime: number;
  /** outTradeNos replaced by buyOrder: polling or paying them is refused */
  oldTradeNos: string[];
}

/** An activation code (any place, once); stored upper-case without spaces. */
export interface AuthCodeRow extends StoredRow {
  placeId: null;
  authCode: string;
  licenseId: number;
  /** 0 permanent */
  months: number;
  roomNum: number;
  expireTime: Day;
}

/** A code used at a place. */
export interface AuthCodeUseRow extends StoredRow {
  placeId: number;
  authCode: string;
  userId: number;
  useTime: string;
}

/** The SMS messages a place has left. */
export interface SmsAccountRow extends StoredRow {
  placeId: number;
  balance: number;
}

/** The licence tables with their row types: `db.table(LICENCES.order)` is an OrderRow[]. */
export const LICENCES = defineTables<{
  placeLicense: LicenceRow;
  order: OrderRow;
  authCode: AuthCodeRow;
  authCodeUse: AuthCodeUseRow;
  smsAccount: SmsAccountRow;
}>(LICENCE_TABLES);
