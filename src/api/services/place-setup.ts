import { request, requestEnvelope } from '../client';

/**
 * The first-time setup of a place (§2 Room-setup tip, §4): the five steps' done flags, and the payment
 * accounts that are step 5. The mock (mocks/domains/place-setup/routes.ts) computes the flags from real data.
 */

/** businessPlaceConfig/getInitStatus: true when the step has what it needs (§2 lists the five steps). */
export interface InitStatus {
  /** at least one enabled building */
  building: boolean;
  /** at least one enabled room type */
  roomModel: boolean;
  /** at least one room */
  room: boolean;
  /** a base price for at least one room type (billing rules) */
  billing: boolean;
  /** at least one enabled, complete payment account */
  payAccount: boolean;
}

/** 1 WeChat Pay, 2 Alipay, 3 bank account for settlements */
export type PayType = 1 | 2 | 3;
export const PAY_TYPES: readonly PayType[] = [1, 2, 3];

interface PayConfigBase {
  payType: PayType;
  /** 1 used for payments, 0 kept but off */
  enabled: 0 | 1;
  updateTime: string;
}

/** WeChat Pay merchant: 商户号 (8–12 digits), the official-account appId (wx + 16), APIv3 key (32), cert serial (40 hex) */
export interface WechatPayConfig extends PayConfigBase {
  payType: 1;
  mchId: string;
  appId: string;
  apiV3Key: string;
  certSerialNo: string;
}

/** Alipay open-platform app: appId (16 digits), PID (2088 + 12 digits), the two RSA2 keys as text */
export interface AlipayConfig extends PayConfigBase {
  payType: 2;
  appId: string;
  pid: string;
  merchantPrivateKey: string;
  alipayPublicKey: string;
}

/** Where settlements go: bank, account holder, account number (12–19 digits), branch, contact mobile */
export interface BankAccountConfig extends PayConfigBase {
  payType: 3;
  bankName: string;
  accountName: string;
  accountNo: string;
  branchName: string;
  contactPhone: string;
}

export type PayConfig = WechatPayConfig | AlipayConfig | BankAccountConfig;
/** What the page sends: the fields of one pay type (secrets may be left empty to keep the stored ones). */
export type PayConfigInput = Omit<PayConfig, 'updateTime'>;

export const placeSetupApi = {
  /** silent: a background check every 10 minutes must not toast when it fails */
  initStatus: () =>
    request<InitStatus>({
      method: 'post',
      url: '/business-merchant/businessPlaceConfig/getInitStatus',
      meta: { silent: true },
    }),
  /** null when the place has none of this type yet; stored secrets come back masked (e.g. ****abcd) */
  payConfig: (payType: PayType) =>
    request<PayConfig | null>({
      method: 'post',
      url: '/business-merchant/businessPayConfig/getPayConfigByType',
      data: { payType },
    }),
  editPayConfig: (input: PayConfigInput) =>
    requestEnvelope<null>({
      method: 'post',
      url: '/business-merchant/businessPayConfig/edit',
      data: input,
      meta: { silent: true },
    }),
};
