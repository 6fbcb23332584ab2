/** The table of the payment accounts (§7 Billing; mocks/domains/place-setup/routes.ts) and the rows it stores. */
import { defineTable, type StampedRow } from '../../table';

/** Payment accounts, one row per place and payType. */
export const PAY_CONFIG_TABLE = 'businessPayConfig';

/** 1 WeChat Pay, 2 Alipay, 3 bank account for settlements (as the client's PayType). */
export type PayType = 1 | 2 | 3;

/** The account fields of the three pay types (which belong to which: PAY_FIELDS of the routes). */
export type PayFieldKey =
  | 'mchId'
  | 'appId'
  | 'apiV3Key'
  | 'certSerialNo'
  | 'pid'
  | 'merchantPrivateKey'
  | 'alipayPublicKey'
  | 'bankName'
  | 'accountName'
  | 'accountNo'
  | 'branchName'
  | 'contactPhone';

/** A payment account of a place: its type's fields (secrets in clear: the answers mask them). */
export interface PayConfigRow extends StampedRow, Partial<Record<PayFieldKey, string>> {
  placeId: number;
  payType: PayType;
  /** 1 takes payments */
  enabled: number;
}

export const PAY_CONFIGS = defineTable<PayConfigRow>(PAY_CONFIG_TABLE);
