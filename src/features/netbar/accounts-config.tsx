import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { listPlatformPurchases, listVasAccounts } from '@/api/services/netbar-accounts';
import { createTimeField, daysSearchField, numberedOptions, remarkField } from '@/crud/field-presets';
import { defineCrud, type ColumnOptions, type CrudConfig, type CrudPerms, type FieldDef } from '@/crud/types';
import {
  BILL_STATUS,
  BILLING_PLATFORMS,
  bllAccountEntity,
  dtcAccountEntity,
  LIVE_PLATFORMS,
  LIVE_PURPOSES,
  NETBAR_ACCOUNT_PERMS as KEYS,
  PURCHASE_CATEGORIES,
  PURCHASE_STATES,
  VAS_LEVELS,
  VAS_PLATFORMS,
  VAS_STATUS,
  type BllAccount,
  type DtcAccount,
  type PlatformPurchase,
  type VasAccount,
} from '@/domain/netbar-accounts';

/*
 * /netBar/accounts (§7 Internet cafe bllaccountinfo, wwbaccountinfo, bllbuywwbirecord, dtcAccount; menu 平台账户,
 * the owner's): one list per call group. What each is: src/domain/netbar-accounts.ts. The menu has no delete or
 * status key: unbinding and switching an account off are changes of the owner's, under its edit key.
 */

const NS = 'netbarAccounts';
const BINDING_PERMS: CrudPerms = {
  add: KEYS.add,
  edit: KEYS.edit,
  delete: KEYS.edit,
  status: KEYS.edit,
  export: KEYS.export,
};
const READ_PERMS: CrudPerms = { export: KEYS.export };

const BILLING_OPTIONS = numberedOptions(`${NS}.billingPlatform.`, BILLING_PLATFORMS);
const VAS_OPTIONS = numberedOptions(`${NS}.vasPlatform.`, VAS_PLATFORMS);
const LIVE_OPTIONS = numberedOptions(`${NS}.livePlatform.`, LIVE_PLATFORMS);

/** A state as a coloured tag: `colors[value]`, labelled `<prefix><value>`. */
function StateTag({
  prefix,
  value,
  colors,
}: {
  prefix: string;
  value: number;
  colors: Record<number, string>;
}) {
  const { t } = useTranslation();
  return <Tag color={colors[value] ?? 'default'}>{t(`${prefix}${value}`)}</Tag>;
}

/** A state, searched by its values and shown as their tag; `prefix` labels it and them (`<prefix><value>`). */
const stateField = <Row extends { status?: number; state?: number }>(
  prefix: string,
  values: readonly number[],
  colors: Record<number, string>,
  key: 'status' | 'state' = 'status',
): FieldDef<Row> => ({
  key,
  label: prefix,
  type: 'select',
  options: numberedOptions(prefix, values),
  search: true,
  column: { width: 100, render: (r) => <StateTag prefix={prefix} value={r[key] ?? 0} colors={colors} /> },
});

/** The platform a row is on, searched among `options`; in the form only where `form` says. */
const platformField = <Row,>(
  section: string,
  options: Array<{ value: number; label: string }>,
  column: ColumnOptions<Row>,
  form?: FieldDef<Row>['form'],
): FieldDef<Row> => ({
  key: 'platform',
  label: `${NS}.${section}.platform`,
  type: 'select',
  options,
  search: true,
  column,
  form,
});

/** A number of a closed set, picked by a select: labelled `<NS>.<section>.<key>`, each value `<label><value>`. */
const numberedField = <Row,>(
  section: string,
  key: string,
  values: readonly number[],
  more: Partial<FieldDef<Row>>,
): FieldDef<Row> => {
  const label = `${NS}.${section}.${key}`;
  return { key, label, type: 'select', options: numberedOptions(label, values), ...more };
};

/** The day the account or its privilege runs out, '—' while there is none. */
const expireDateField = <Row extends { expireDate: string }>(section: string): FieldDef<Row> => ({
  key: 'expireDate',
  label: `${NS}.${section}.expireDate`,
  column: { width: 120, sorter: true, render: (r) => r.expireDate || '—' },
  exportAs: (r) => r.expireDate,
});

/** A bound account's own config: all but its texts and its keys, which `boundAccountConfig` gives. */
type BoundAccount<Row extends { id: number }> = Omit<
  CrudConfig<Row, unknown>,
  'resource' | 'perms' | 'title' | 'entity' | 'deleteConfirm'
>;

/**
 * An account the owner binds, changes and unbinds (under the binding keys): its texts under `<NS>.<section>`
 * (the title, the entity, the delete question), and after its own fields the contact's phone, the remark and
 * when it was bound.
 */
const boundAccountConfig = <Row extends { id: number }>(
  section: string,
  { fields, ...config }: BoundAccount<Row>,
) =>
  defineCrud<Row, unknown>({
    ...config,
    title: `${NS}.${section}.title`,
    entity: `${NS}.${section}.entity`,
    fields: [
      ...fields,
      { key: 'contactPhone', label: `${NS}.contactPhone`, column: { width: 130 }, form: true, maxLength: 11 },
      remarkField(NS, { hidden: true }),
      createTimeField(NS),
    ],
    perms: BINDING_PERMS,
    deleteConfirm: `${NS}.${section}.deleteConfirm`,
  });

/** 计费结算账户 (bllaccountinfo): bound, renamed and unbound by the owner; the money is the platform's. */
export const billingAccountConfig = boundAccountConfig<BllAccount>('bll', {
  key: 'netbarBillingAccounts',
  schema: bllAccountEntity,
  fields: [
    platformField('bll', BILLING_OPTIONS, { width: 110 }, { lockedOnEdit: true }),
    {
      key: 'accountNo',
      label: `${NS}.bll.accountNo`,
      search: true,
      column: { width: 150 },
      form: { lockedOnEdit: true, extra: `${NS}.bll.accountNoHint` },
    },
    { key: 'accountName', label: `${NS}.bll.accountName`, search: true, column: true, form: true },
    { key: 'balance', label: `${NS}.bll.balance`, type: 'money', column: { width: 120, sorter: true } },
    {
      key: 'creditLimit',
      label: `${NS}.bll.creditLimit`,
      type: 'money',
      column: { width: 110, sorter: true },
    },
    { key: 'licensedSeats', label: `${NS}.bll.licensedSeats`, type: 'number', column: { width: 100 } },
    expireDateField('bll'),
    stateField(`${NS}.bll.status`, BILL_STATUS, { 1: 'green', 0: 'red' }),
    { key: 'contactName', label: `${NS}.contactName`, column: { width: 100 }, form: true },
  ],
  rowName: (r) => r.accountName,
});

/** 增值平台账户 (wwbaccountinfo): the platforms' record, one row per platform. */
export const vasAccountConfig: CrudConfig<VasAccount> = {
  key: 'netbarVasAccounts',
  title: `${NS}.vas.title`,
  resource: { list: listVasAccounts },
  fields: [
    platformField('vas', VAS_OPTIONS, { width: 140, sorter: true }),
    { key: 'accountNo', label: `${NS}.vas.accountNo`, column: { width: 150 } },
    numberedField('vas', 'level', VAS_LEVELS, { column: { width: 100 } }),
    { key: 'balance', label: `${NS}.vas.balance`, type: 'money', column: { width: 120, sorter: true } },
    {
      key: 'totalPurchased',
      label: `${NS}.vas.totalPurchased`,
      type: 'money',
      column: { width: 130, sorter: true },
    },
    expireDateField('vas'),
    stateField(`${NS}.vas.status`, VAS_STATUS, { 1: 'green', 2: 'orange', 3: 'default' }),
  ],
  perms: READ_PERMS,
  defaultSort: { field: 'platform', order: 'asc' },
};

/** 采购记录 (bllbuywwbirecord): what the cafe bought from the platforms, paid from a settlement account. */
export const purchaseConfig: CrudConfig<PlatformPurchase> = {
  key: 'netbarPurchases',
  title: `${NS}.purchase.title`,
  resource: { list: listPlatformPurchases },
  fields: [
    { key: 'time', label: `${NS}.purchase.time`, column: { width: 170, sorter: true } },
    { key: 'orderNo', label: `${NS}.purchase.orderNo`, search: true, column: { width: 170 } },
    platformField('purchase', VAS_OPTIONS, { width: 130 }),
    numberedField('purchase', 'category', PURCHASE_CATEGORIES, { search: true, column: { width: 100 } }),
    { key: 'itemName', label: `${NS}.purchase.itemName`, search: true, column: { ellipsis: true } },
    {
      key: 'quantity',
      label: `${NS}.purchase.quantity`,
      type: 'number',
      column: { width: 80, sorter: true },
    },
    {
      key: 'unitPrice',
      label: `${NS}.purchase.unitPrice`,
      type: 'money',
      column: { width: 100, sorter: true },
    },
    { key: 'amount', label: `${NS}.purchase.amount`, type: 'money', column: { width: 110, sorter: true } },
    {
      key: 'payAccountNo',
      label: `${NS}.purchase.payAccount`,
      column: { width: 140, hidden: true },
    },
    stateField(`${NS}.purchase.state`, PURCHASE_STATES, { 1: 'green', 2: 'blue', 3: 'default' }, 'state'),
    daysSearchField('day', `${NS}.purchase.day`),
  ],
  perms: READ_PERMS,
  defaultSort: { field: 'time', order: 'desc' },
};

/** 直播电竞账号 (dtcAccount): the owner's to bind, change, switch off and unbind. */
export const liveAccountConfig = boundAccountConfig<DtcAccount>('live', {
  key: 'netbarLiveAccounts',
  schema: dtcAccountEntity,
  fields: [
    platformField('live', LIVE_OPTIONS, { width: 130 }, true),
    { key: 'accountId', label: `${NS}.live.accountId`, search: true, column: { width: 150 }, form: true },
    { key: 'nickname', label: `${NS}.live.nickname`, search: true, column: true, form: true },
    numberedField('live', 'purpose', LIVE_PURPOSES, { search: true, column: { width: 110 }, form: true }),
    { key: 'followers', label: `${NS}.live.followers`, type: 'number', column: { width: 100, sorter: true } },
    { key: 'operator', label: `${NS}.live.operator`, column: { width: 100 }, form: true },
  ],
  status: {},
  rowName: (r) => r.nickname,
});
