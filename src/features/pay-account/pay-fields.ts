import type { PayType } from '@/api/services/place-setup';
import { checks, type Check } from '@/utils/validators';

/**
 * The fields of each payment account type, with the checks the server also makes (mocks/domains/place-setup/routes.ts
 * answers the same rules in Chinese on the same fields). Secrets come back masked and are kept when left empty.
 */
export interface PayField {
  key: string;
  label: string;
  placeholder?: string;
  /** a stored secret: shown masked, left empty to keep it */
  secret?: boolean;
  multiline?: boolean;
  rules: Check[];
}

const re =
  (pattern: RegExp, key: string): Check =>
  (v) =>
    typeof v !== 'string' || v.trim() === '' || pattern.test(v.trim()) ? null : key;

/** PEM keys are pasted with their header lines and breaks: judge the base64 body only. */
export const pemBody = (v: string): string =>
  v
    .split(/\r?\n/)
    .filter((l) => !l.startsWith('-----'))
    .join('')
    .replace(/\s+/g, '');

const pem =
  (key: string): Check =>
  (v) => {
    if (typeof v !== 'string' || v.trim() === '') return null;
    const body = pemBody(v);
    return /^[A-Za-z0-9+/=]{100,4096}$/.test(body) ? null : key;
  };

export const PAY_FIELDS: Record<PayType, PayField[]> = {
  1: [
    {
      key: 'mchId',
      label: 'payAccount.mchId',
      rules: [checks.required, re(/^\d{8,12}$/, 'payAccount.mchIdRule')],
    },
    {
      key: 'appId',
      label: 'payAccount.wxAppId',
      rules: [checks.required, re(/^wx[0-9a-f]{16}$/i, 'payAccount.wxAppIdRule')],
    },
    {
      key: 'apiV3Key',
      label: 'payAccount.apiV3Key',
      secret: true,
      rules: [re(/^[A-Za-z0-9]{32}$/, 'payAccount.apiV3KeyRule')],
    },
    {
      key: 'certSerialNo',
      label: 'payAccount.certSerialNo',
      rules: [checks.required, re(/^[0-9A-Fa-f]{40}$/, 'payAccount.certSerialNoRule')],
    },
  ],
  2: [
    {
      key: 'appId',
      label: 'payAccount.aliAppId',
      rules: [checks.required, re(/^\d{16}$/, 'payAccount.aliAppIdRule')],
    },
    {
      key: 'pid',
      label: 'payAccount.pid',
      rules: [checks.required, re(/^2088\d{12}$/, 'payAccount.pidRule')],
    },
    {
      key: 'merchantPrivateKey',
      label: 'payAccount.privateKey',
      secret: true,
      multiline: true,
      rules: [pem('payAccount.privateKeyRule')],
    },
    {
      key: 'alipayPublicKey',
      label: 'payAccount.publicKey',
      multiline: true,
      rules: [checks.required, pem('payAccount.publicKeyRule')],
    },
  ],
  3: [
    {
      key: 'bankName',
      label: 'payAccount.bankName',
      placeholder: 'payAccount.bankNamePlaceholder',
      rules: [checks.free50],
    },
    { key: 'accountName', label: 'payAccount.accountName', rules: [checks.required, checks.name30] },
    {
      key: 'accountNo',
      label: 'payAccount.accountNo',
      // printed card numbers come in groups of four: spaces are allowed and dropped (the server does the same)
      rules: [
        checks.required,
        (v) =>
          re(/^\d{12,19}$/, 'payAccount.accountNoRule')(typeof v === 'string' ? v.replace(/\s/g, '') : v),
      ],
    },
    { key: 'branchName', label: 'payAccount.branchName', rules: [checks.free50] },
    { key: 'contactPhone', label: 'payAccount.contactPhone', rules: [checks.required, checks.mobile] },
  ],
};

/** A masked secret as the server returns it (****abcd): the input starts empty and says one is stored. */
export const isMasked = (v: unknown): boolean => typeof v === 'string' && v.startsWith('****');
