import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallMeta } from '@/api/call-meta';
import { placeKey } from '@/api/query-client';
import { goodsCategoryApi } from '@/api/services/goods';
import { memberTypeApi } from '@/api/services/member-types';
import { entityField } from '@/crud/field-presets';
import { defineCrud, type FieldDef } from '@/crud/types';
import { chinaToday } from '@/domain/calendar';
import { goodsDiscountEntity, type GoodsDiscount, type GoodsDiscountInput } from '@/domain/goods-discounts';
import { memberBill } from '@/domain/member-pricing';
import { useSession } from '@/session/session-store';
import { discountParams, formatPrice } from '@/utils/validators';

/** The menu's keys (2406 商品折扣): switching a discount on or off is an edit (the backend has no changeStatus). */
const GOODS_DISCOUNT_KEYS = {
  add: 'member:discount:add',
  edit: 'member:discount:edit',
  delete: 'member:discount:delete',
} as const;

/** §7: goodsDiscount add and edit travel RSA-encrypted (the request layer's per-call flag), the rest AES. */
const RSA: CallMeta = { encrypt: 'rsa' };

/** The place's member types with their own discounts (memberType/getSelectInfo), lowest level first. */
function useMemberTypes() {
  const placeId = useSession((s) => s.place?.id ?? 0);
  return useQuery({
    queryKey: placeKey(placeId, 'options', 'goodsDiscountTypes'),
    queryFn: memberTypeApi.select,
    staleTime: 30_000,
  });
}

const MEMBER_TYPE_OPTIONS = {
  queryKey: 'goodsDiscountTypeOptions',
  load: async () => (await memberTypeApi.select()).map((m) => ({ value: m.id, label: m.typeName })),
};
const CATEGORY_OPTIONS = {
  queryKey: 'goodsDiscountCategories',
  load: async () => (await goodsCategoryApi.options()).map((c) => ({ value: c.id, label: c.categoryName })),
};

/** A member type or a category: searched and picked from its options, shown and exported as the row's name. */
const pickedField = (
  key: string,
  label: string,
  entity: NonNullable<FieldDef<GoodsDiscount>['entity']>,
  name: (r: GoodsDiscount) => string,
): FieldDef<GoodsDiscount> =>
  entityField(key, label, entity, name, { column: { width: 140 }, exportAs: name });

/** The example price of the form: goods priced ¥10 bought by a member of the chosen type (member-pricing.ts). */
const EXAMPLE_PRICE = 10;

function Example({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const types = useMemberTypes().data ?? [];
  const type = types.find((x) => x.id === values.memberTypeId);
  const tenths = typeof values.discount === 'number' ? Math.round(values.discount * 10) : null;
  if (!type || tenths === null || tenths < 1 || tenths > 99) return null;
  const on = values.status !== false && values.status !== 0;
  const bill = memberBill(
    [{ kind: 'goods', categoryId: 0, price: EXAMPLE_PRICE, quantity: 1 }],
    {
      level: { memberTypeId: type.id, discount: type.discount },
      goodsDiscounts: [{ memberTypeId: type.id, categoryId: 0, discount: tenths, status: on ? 1 : 0 }],
    },
    null,
    chinaToday(),
  );
  const line = bill.lines[0]!;
  const rule =
    line.rule === 'goodsDiscount'
      ? t('coupons.ruleGoods', discountParams(tenths))
      : line.rule === 'levelDiscount'
        ? t('coupons.ruleType', discountParams(type.discount))
        : t('coupons.ruleNone');
  return (
    <Alert
      type="info"
      showIcon
      title={t('coupons.example', {
        price: formatPrice(EXAMPLE_PRICE),
        type: type.typeName,
        paid: formatPrice(bill.total),
        rule,
      })}
    />
  );
}

function TypeDiscount({ value }: { value: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      {value === null || value >= 100
        ? t('coupons.noTypeDiscount')
        : t('crud.discountValue', discountParams(value))}
    </>
  );
}

/**
 * /member/goodsDiscount (商品折扣; §7 goodsDiscount list, add, edit, detail, delete): a member type's discount on a
 * goods category, one per pair, beside the type's own discount that it replaces for those goods. add and edit go
 * RSA-encrypted; the switch is an edit {id, status}, RSA too. The form's example prices goods of ¥10 for the chosen
 * type by src/domain/member-pricing.ts.
 */
function buildGoodsDiscountConfig() {
  const config = defineCrud<GoodsDiscount, GoodsDiscountInput>({
    key: 'goodsDiscounts',
    title: 'coupons.discountTitle',
    intro: 'coupons.discountIntro',
    entity: 'coupons.discountEntity',
    schema: goodsDiscountEntity,
    fields: [
      pickedField('memberTypeId', 'coupons.memberType', MEMBER_TYPE_OPTIONS, (r) => r.memberTypeName),
      pickedField('categoryId', 'coupons.category', CATEGORY_OPTIONS, (r) => r.categoryName),
      {
        key: 'discount',
        label: 'coupons.goodsDiscount',
        type: 'discount',
        column: { width: 110 },
        form: { extra: 'coupons.discountHint' },
      },
      {
        key: 'typeDiscount',
        label: 'coupons.typeDiscount',
        column: { width: 130, render: (r) => <TypeDiscount value={r.typeDiscount} /> },
      },
      {
        key: 'status',
        label: 'coupons.enabled',
        type: 'switch',
        search: true,
        form: { initial: true },
        column: false,
        exported: false,
      },
      { key: 'createTime', label: 'coupons.createTime', column: { hidden: true } },
    ],
    perms: {
      add: GOODS_DISCOUNT_KEYS.add,
      edit: GOODS_DISCOUNT_KEYS.edit,
      delete: GOODS_DISCOUNT_KEYS.delete,
      status: GOODS_DISCOUNT_KEYS.edit,
    },
    status: { label: 'coupons.status' },
    rowName: (r) => `${r.memberTypeName} · ${r.categoryName}`,
    form: { preview: ({ values }) => <Example values={values} /> },
  });
  // the calls are the declaration's; add and edit (the switch's too) RSA-encrypted
  const calls = config.resource;
  return {
    ...config,
    resource: {
      ...calls,
      add: (input: GoodsDiscountInput, call?: CallMeta) => calls.add!(input, { ...call, ...RSA }),
      edit: (input: GoodsDiscountInput & { id: number | string }, call?: CallMeta) =>
        calls.edit!(input, { ...call, ...RSA }),
      changeStatus: (id: number | string, status: number, call?: CallMeta) =>
        calls.edit!({ id: Number(id), status }, { ...call, ...RSA }),
    },
  };
}

export default buildGoodsDiscountConfig();
