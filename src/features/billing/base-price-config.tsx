import { Checkbox } from 'antd';
import { billingApi, type BasePriceInput, type BasePriceRow } from '@/api/services/billing';
import { defineCrud } from '@/crud/types';
import { basePriceEntity, PRICE_MAX } from '@/domain/billing';
import { DEFAULT_WEEKEND_DAYS } from '@/domain/pricing';
import { Msg, NotSet, Quiet, roomModelField, WeekendDays } from './price-cells';
import { amountText, priceText } from './price-fields';

/** The week days as options, 1 Monday … 7 Sunday (billing.weekday.*). */
export const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  value: d,
  label: `billing.weekday.${d}`,
}));

const hasRule = (r: BasePriceRow) => r.ruleId !== null && r.basePrice !== null;

/**
 * The base prices of /feeRule/index?tab=base: one row per room type of the place (businessBillingRules/list),
 * whether it has a price yet or not. Editing is an upsert by room type (edit), so a type without a rule is
 * "set" through the same form; only a type with a rule has a switch (changeStatus: a type switched off is not
 * sold). No add or delete: the rows are the room types. The rules of what an edit sends are the declaration's
 * (src/domain/billing.ts); the listed row is a view, one per room type.
 */
export const basePriceConfig = defineCrud<BasePriceRow, BasePriceInput>({
  key: 'basePrices',
  schema: basePriceEntity,
  title: 'billing.tabBase',
  entity: 'billingPrices.baseEntity',
  resource: {
    list: (q, call) => billingApi.basePrices(q, call),
    // the row's id is the room type's: the server keys the rule by roomModelId
    edit: ({ id, ...input }, call) => billingApi.editBasePrice({ ...input, roomModelId: Number(id) }, call),
    changeStatus: (id, status) => billingApi.changeBaseStatus(Number(id), status),
  },
  fields: [
    roomModelField(),
    {
      key: 'basePrice',
      label: 'billing.rule.base',
      type: 'money',
      column: {
        render: (r) => (r.basePrice === null ? <NotSet /> : priceText(r.basePrice)),
      },
      form: true,
      max: PRICE_MAX,
    },
    {
      key: 'weekendPrice',
      label: 'billing.rule.weekend',
      type: 'money',
      column: {
        render: (r) =>
          r.basePrice === null ? (
            ''
          ) : r.weekendPrice ? (
            priceText(r.weekendPrice)
          ) : (
            <Quiet k="billingPrices.sameAsBase" />
          ),
      },
      form: { extra: 'billingPrices.weekendPriceHint' },
      // 0 or empty: the base price every night
      min: 0,
      max: PRICE_MAX,
    },
    {
      key: 'weekendDays',
      label: 'billingPrices.weekendDays',
      type: 'select',
      multiple: true,
      options: WEEKDAY_OPTIONS,
      column: { render: (r) => (r.basePrice === null ? '' : <WeekendDays days={r.weekendDays} />) },
      form: { extra: 'billingPrices.weekendDaysHint' },
      input: ({ t: tr }) => (
        <Checkbox.Group options={WEEKDAY_OPTIONS.map((o) => ({ value: o.value, label: tr(o.label) }))} />
      ),
      // the server keeps at least one weekend night; without a weekend price they cost the base price anyway
    },
    {
      key: 'deposit',
      label: 'billingPrices.deposit',
      type: 'money',
      column: { render: (r) => (r.basePrice === null ? '' : amountText(r.deposit ?? 0)) },
      form: { initial: 0 },
      min: 0,
      max: PRICE_MAX,
    },
    {
      key: 'stayTimes',
      label: 'billingPrices.stayTimes',
      column: {
        render: (r) =>
          r.basePrice === null ? (
            ''
          ) : (
            <Msg k="billingPrices.stayTimesValue" values={{ in: r.checkInTime, out: r.checkOutTime }} />
          ),
      },
    },
    { key: 'checkInTime', label: 'billingPrices.checkInTime', type: 'time', form: true },
    { key: 'checkOutTime', label: 'billingPrices.checkOutTime', type: 'time', form: true },
    { key: 'updateTime', label: 'billingPrices.updateTime', column: { hidden: true } },
  ],
  perms: { edit: 'fee:rule:edit', status: 'fee:rule:edit' },
  status: {
    label: 'billingPrices.saleStatus',
    on: 'billingPrices.onSale',
    off: 'billingPrices.offSale',
    visible: hasRule,
  },
  editLabel: (r) => (hasRule(r) ? undefined : 'billingPrices.setPrice'),
  form: {
    columns: 2,
    width: 720,
    toForm: (r) => ({
      // a type without a rule starts from the usual weekend (Friday and Saturday nights)
      weekendDays: r.weekendDays?.length ? r.weekendDays : DEFAULT_WEEKEND_DAYS,
      weekendPrice: r.weekendPrice || null,
    }),
    toWire: (values) => ({
      weekendPrice: Number(values.weekendPrice) || 0,
      weekendDays: Array.isArray(values.weekendDays) ? [...(values.weekendDays as number[])].sort() : [],
    }),
  },
});
