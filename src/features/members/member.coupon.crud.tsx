import { Form, Radio, Select, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CallMeta } from '@/api/call-meta';
import { goodsCategoryApi } from '@/api/services/goods';
import { roomApi } from '@/api/services/rooms';
import { enumField, keyedOptions } from '@/crud/enum-field';
import { useFieldOptions } from '@/crud/field-options';
import { defineCrud, type FieldDef, type FormOptions } from '@/crud/types';
import { wordedField } from '@/crud/worded-field';
import {
  APPLY_TO,
  APPLY_TOS,
  COUPON_TYPE,
  COUPON_TYPES,
  couponEntity,
  VALID_TYPE,
  VALID_TYPES,
  type ApplyTo,
  type Coupon,
  type CouponInput,
} from '@/domain/coupons';
import { isNetbar, useSession } from '@/session/session-store';
import type { Check } from '@/utils/validators';
import { discountParams, formatPrice } from '@/utils/validators';

/** The menu's keys (2405 优惠券): switching a coupon on or off is an edit (the backend has no changeStatus). */
const COUPON_KEYS = {
  add: 'member:coupon:add',
  edit: 'member:coupon:edit',
  delete: 'member:coupon:delete',
} as const;

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
/** A field the chosen kind needs (shown only then): its message when left empty. */
const needed =
  (key: string): Check =>
  (v) =>
    blank(v) ? key : null;

/** A field of one kind only: shown while the form's `kind` is `value` (`form`'s other options kept). */
const shownWhen = (
  kind: 'couponType' | 'validType',
  value: number,
  form: Omit<FormOptions, 'visible'> = {},
): Pick<FieldDef<Coupon>, 'form' | 'dependsOn'> => ({
  form: { ...form, visible: (v) => v[kind] === value },
  dependsOn: [kind],
});

/** What a coupon is, in one line: 满300减30, 无门槛减10, 9折 最高减50 (en: 10% off, at most 50 off). */
export function couponFace(c: Coupon, t: TFunction): string {
  const yuan = (n: number | null) => formatPrice(n ?? 0).replace(/\.00$/, '');
  if (c.couponType === COUPON_TYPE.amountOff)
    return c.threshold > 0
      ? t('coupons.faceAmountOff', { threshold: yuan(c.threshold), amount: yuan(c.amount) })
      : t('coupons.faceNoThreshold', { amount: yuan(c.amount) });
  const d = discountParams(c.discount ?? 100);
  const face =
    c.threshold > 0
      ? t('coupons.faceDiscountFrom', { ...d, threshold: yuan(c.threshold) })
      : t('coupons.faceDiscount', d);
  return c.maxDiscount ? `${face} ${t('coupons.faceCap', { cap: yuan(c.maxDiscount) })}` : face;
}

/** The days a coupon may be used: its fixed dates, or its days after receipt. */
const couponValidity = (c: Coupon, t: TFunction): string =>
  c.validType === VALID_TYPE.fixed
    ? t('coupons.validRange', { from: c.startDate, to: c.endDate })
    : t('coupons.validAfter', { days: c.validDays ?? 0 });

/** What a coupon applies to: 全场通用, or its room types or goods categories by name. */
const couponScope = (c: Coupon, t: TFunction): string =>
  c.applyTo === APPLY_TO.all
    ? t('coupons.applyTos.1')
    : t('coupons.scopeOf', {
        kind: t(`coupons.applyTos.${c.applyTo}`),
        names: c.scopeNames.join(t('coupons.nameSep')),
      });

/**
 * 适用范围: 全场通用, 指定房型 (not at an internet cafe, which has no room types) or 指定商品分类; choosing another
 * clears the rows chosen for the last one.
 */
function ApplyToInput({ value, onChange }: { value?: ApplyTo; onChange?: (v: ApplyTo) => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const netbar = useSession((s) => isNetbar(s.place));
  const kinds = APPLY_TOS.filter((k) => !(netbar && k === APPLY_TO.rooms && value !== APPLY_TO.rooms));
  return (
    <Radio.Group
      value={value}
      onChange={(e) => {
        onChange?.(e.target.value as ApplyTo);
        form.setFieldValue('scopeIds', []);
      }}
      options={kinds.map((k) => ({ value: k, label: t(`coupons.applyTos.${k}`) }))}
    />
  );
}

/** The place's room types in use (getAddParamList) and goods categories, as a coupon's scope offers them. */
const ROOM_MODEL_OPTIONS = {
  queryKey: 'couponRoomModels',
  load: async () => (await roomApi.addParams()).roomModels.map((m) => ({ value: m.id, label: m.modelName })),
};
const CATEGORY_OPTIONS = {
  queryKey: 'couponCategories',
  load: async () => (await goodsCategoryApi.options()).map((c) => ({ value: c.id, label: c.categoryName })),
};
const ROOM_FIELD = {
  key: 'scopeIds',
  label: 'coupons.roomTypes',
  type: 'entity',
  entity: ROOM_MODEL_OPTIONS,
} as FieldDef<never>;
const CATEGORY_FIELD = {
  key: 'scopeIds',
  label: 'coupons.goodsCategories',
  type: 'entity',
  entity: CATEGORY_OPTIONS,
} as FieldDef<never>;

/** The room types or goods categories a coupon applies to, by what 适用范围 says. */
function ScopeSelect({
  applyTo,
  value,
  onChange,
  id,
}: {
  applyTo: unknown;
  value?: number[];
  onChange?: (v: number[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const rooms = applyTo === APPLY_TO.rooms;
  const { options, loading } = useFieldOptions(rooms ? ROOM_FIELD : CATEGORY_FIELD);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      value={value ?? []}
      onChange={onChange}
      placeholder={t('crud.choosePlaceholder', {
        label: t(rooms ? 'coupons.roomTypes' : 'coupons.goodsCategories'),
      })}
    />
  );
}

const TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'orange' };

/**
 * /member/coupon (优惠券; §7 coupon list, add, edit, delete): the place's coupons — what each takes off, its days,
 * what it applies to, how many were given and used — on the engine. The form shows what the chosen kinds need (the
 * amount or the discount, the dates or the days, the room types or the categories), each required when shown, as
 * the declaration's `couponProblem` says; the switch is an edit {id, status}.
 */
function buildCouponConfig() {
  const config = defineCrud<Coupon, CouponInput>({
    key: 'coupons',
    title: 'coupons.title',
    intro: 'coupons.intro',
    entity: 'coupons.entity',
    schema: couponEntity,
    fields: [
      { key: 'couponName', label: 'coupons.couponName', search: true, column: { width: 170 }, form: true },
      enumField<Coupon>('couponType', 'coupons.couponType', COUPON_TYPES, 'coupons.type', {
        column: { width: 90, render: (r) => <TypeTag type={r.couponType} /> },
        form: { initial: COUPON_TYPE.amountOff },
      }),
      wordedField('face', 'coupons.face', couponFace, { width: 170 }),
      {
        key: 'amount',
        label: 'coupons.amount',
        type: 'money',
        rules: [needed('coupons.amountRequired')],
        ...shownWhen('couponType', COUPON_TYPE.amountOff),
      },
      {
        key: 'discount',
        label: 'coupons.discount',
        type: 'discount',
        rules: [needed('coupons.discountRequired')],
        ...shownWhen('couponType', COUPON_TYPE.discount),
      },
      {
        key: 'threshold',
        label: 'coupons.threshold',
        type: 'money',
        form: { extra: 'coupons.thresholdHint' },
      },
      {
        key: 'maxDiscount',
        label: 'coupons.maxDiscount',
        type: 'money',
        ...shownWhen('couponType', COUPON_TYPE.discount, { extra: 'coupons.maxDiscountHint' }),
      },
      {
        key: 'validType',
        label: 'coupons.validType',
        type: 'select',
        options: keyedOptions('coupons.validTypes', VALID_TYPES),
        // most coupons a hotel or a cafe hands out run for some days from when they are received
        form: { initial: VALID_TYPE.afterReceipt },
      },
      wordedField('validity', 'coupons.validity', couponValidity, { width: 200 }),
      {
        key: 'validDates',
        label: 'coupons.validDates',
        type: 'dateRange',
        range: ['startDate', 'endDate'],
        required: true,
        ...shownWhen('validType', VALID_TYPE.fixed),
      },
      {
        key: 'validDays',
        label: 'coupons.validDays',
        type: 'number',
        unit: 'coupons.daysUnit',
        rules: [needed('coupons.validDaysRequired')],
        ...shownWhen('validType', VALID_TYPE.afterReceipt, { initial: 30 }),
      },
      { key: 'totalQuantity', label: 'coupons.totalQuantity', type: 'number', form: { initial: 100 } },
      {
        key: 'perMemberLimit',
        label: 'coupons.perMemberLimit',
        type: 'number',
        column: { width: 90 },
        form: true,
      },
      {
        key: 'applyTo',
        label: 'coupons.applyTo',
        type: 'select',
        options: keyedOptions('coupons.applyTos', APPLY_TOS),
        search: true,
        input: () => <ApplyToInput />,
        form: { initial: APPLY_TO.all, wide: true },
      },
      {
        key: 'scopeIds',
        label: 'coupons.scopeItems',
        type: 'select',
        multiple: true,
        rules: [needed('coupons.scopeRequired')],
        input: ({ values }) => <ScopeSelect applyTo={values.applyTo} />,
        form: { visible: (v) => v.applyTo !== APPLY_TO.all, wide: true },
        dependsOn: ['applyTo'],
      },
      wordedField('scope', 'coupons.scope', couponScope, { width: 200, ellipsis: true }),
      {
        key: 'issued',
        label: 'coupons.issuedTotal',
        type: 'number',
        column: { width: 110, render: (r) => `${r.issued} / ${r.totalQuantity}` },
        exportAs: (r) => `${r.issued} / ${r.totalQuantity}`,
      },
      { key: 'used', label: 'coupons.used', type: 'number', column: { width: 80 } },
      {
        key: 'status',
        label: 'coupons.enabled',
        type: 'switch',
        form: { only: 'add', initial: true },
        column: false,
        exported: false,
      },
      {
        key: 'remark',
        label: 'coupons.remark',
        type: 'textarea',
        column: { ellipsis: true, hidden: true },
        form: true,
      },
      { key: 'createTime', label: 'coupons.createTime', column: { hidden: true } },
    ],
    perms: {
      add: COUPON_KEYS.add,
      edit: COUPON_KEYS.edit,
      delete: COUPON_KEYS.delete,
      status: COUPON_KEYS.edit,
    },
    status: { label: 'coupons.status' },
    rowName: (r) => r.couponName,
    form: { columns: 2, width: 760 },
  });
  // the calls are the declaration's (coupon list/add/edit/delete); the switch is an edit of the status alone
  const calls = config.resource;
  // shown only when its kind needs it, and then required (the declaration's couponProblem)
  const requiredWhenShown = new Set(['amount', 'discount', 'validDays', 'scopeIds']);
  return {
    ...config,
    resource: {
      ...calls,
      changeStatus: (id: number | string, status: number, call?: CallMeta) =>
        calls.edit!({ id: Number(id), status }, call),
    },
    fields: config.fields.map((f) => (requiredWhenShown.has(f.key) ? { ...f, required: true } : f)),
  };
}

function TypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Tag color={TYPE_COLOR[type]}>{t(`coupons.type.${type}`)}</Tag>;
}

export default buildCouponConfig();
