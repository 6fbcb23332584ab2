import { useEffect, useRef } from 'react';
import { Typography } from 'antd';
import { NumberInput } from '@/components/typed-inputs';
import { useTranslation } from 'react-i18next';
import {
  billingApi,
  type BasePriceRow,
  type MemberPriceInput,
  type MemberPriceRow,
} from '@/api/services/billing';
import { ApiError, isApiError } from '@/api/errors';
import type { CrudConfig, FieldDef, Option } from '@/crud/types';
import { fieldErrorsOf } from '@/crud/use-crud';
import { memberPriceLine } from '@/domain/billing';
import { checkField } from '@/domain/entity';
import { roundPrice, type PriceMode } from '@/domain/pricing';
import { discountParams } from '@/utils/validators';
import { NotSet, Quiet, roomModelField } from './price-cells';
import { priceText } from './price-fields';
import { pairOptions } from '@/crud/field-presets';

/** A room type with its member prices, one per member type that has one (the matrix's row). */
export interface MemberMatrixRow {
  /** the room type's id */
  id: number;
  modelName: string;
  basePrice: number | null;
  weekendPrice: number | null;
  prices: MemberPriceRow[];
}

/** 0 不设置 (the member pays as a walk-in guest), 1 固定价, 2 折扣 */
type LineMode = 0 | PriceMode;

const MODE_OPTIONS = pairOptions(
  [0, 'billingPrices.modeNone'],
  [1, 'billingPrices.modePrice'],
  [2, 'billingPrices.modeDiscount'],
);

const modeKey = (typeId: number | string) => `mode_${typeId}`;
const valueKey = (typeId: number | string) => `value_${typeId}`;

/**
 * The check of a line's value for its mode (a locale key, or null): the declared rule of a member price line
 * (src/domain/billing.ts), a discount in tenths of a 折 as the wire has it (8.8 → 88; 8.85 → 88.5, refused).
 */
export function memberValueCheck(mode: unknown, v: unknown): string | null {
  if (mode !== 1 && mode !== 2) return null;
  const empty = v === null || v === undefined || v === '';
  const key = mode === 1 ? 'price' : 'discount';
  const wire = empty || mode === 1 ? v : Math.round(Number(v) * 100) / 10;
  return checkField(memberPriceLine.fields[key], wire, { mode })?.key ?? null;
}

/** A cell of the matrix: ¥180.00, 8.8折, or 门市价 when the member type has no price of its own. */
export function MemberPriceCell({ price }: { price: MemberPriceRow | undefined }) {
  const { t } = useTranslation();
  if (!price) return <Quiet k="billingPrices.asBase" />;
  return price.mode === 1 ? (
    <>{priceText(price.price)}</>
  ) : (
    <>{t('billingPrices.discountText', discountParams(price.discount))}</>
  );
}

/**
 * The value of one line: a price (¥, two decimals) or a discount (折, one decimal) as the line's mode says;
 * nothing to enter for 不设置. Changing the mode clears the value (180 is no discount).
 */
function MemberValueInput({
  mode,
  name,
  value,
  onChange,
  id,
}: {
  mode: LineMode;
  name: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const shown = useRef(mode);
  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    onChange?.(null);
  }, [mode, onChange]);
  const common = {
    id,
    value: value ?? null,
    onChange: (v: number | string | null) => onChange?.(v === null || v === '' ? null : Number(v)),
    style: { width: '100%' },
    'aria-label': t('billingPrices.memberValueOf', { name }),
  };
  if (mode === 1)
    return (
      <NumberInput {...common} prefix="¥" places={2} placeholder={t('billingPrices.pricePlaceholder')} />
    );
  if (mode === 2)
    return (
      <NumberInput
        {...common}
        places={1}
        step={0.1}
        suffix={t('billing.discountUnit')}
        placeholder={t('billingPrices.discountPlaceholder')}
      />
    );
  return <NumberInput {...common} disabled placeholder={t('billingPrices.asBase')} />;
}

/** What each line costs on a weekday and a weekend night at the type's standard prices (the drawer's footer). */
function MemberPreview({
  row,
  types,
  values,
}: {
  row: MemberMatrixRow | null;
  types: Option[];
  values: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  if (!row) return null;
  const weekday = row.basePrice;
  const weekend = row.weekendPrice || row.basePrice;
  const lines = types.flatMap((m) => {
    const mode = values[modeKey(m.value)];
    const v = values[valueKey(m.value)];
    if (!mode || v === null || v === undefined || memberValueCheck(mode, v)) return [];
    const at = (standard: number) =>
      roundPrice(mode === 1 ? Number(v) : (standard * Math.round(Number(v) * 10)) / 100);
    if (weekday === null || weekend === null) return [];
    return [
      t('billingPrices.memberPreviewLine', {
        name: m.label,
        weekday: priceText(Math.min(at(weekday), weekday)),
        weekend: priceText(Math.min(at(weekend), weekend)),
      }),
    ];
  });
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      {weekday === null ? (
        <NotSet />
      ) : (
        t('billingPrices.memberPreviewBase', {
          name: row.modelName,
          base: priceText(weekday),
          weekend: priceText(weekend ?? weekday),
        })
      )}
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
      <span style={{ display: 'block' }}>{t('billingPrices.memberPreviewRule')}</span>
    </Typography.Paragraph>
  );
}

/**
 * Member prices (/feeRule/index?tab=member) as a matrix: a row per room type (businessBillingRules/list, paged),
 * a column per member type of the place (memberType/getPlaceAndParent), each cell the type's member price from
 * listByMember. The drawer edits one room type: a line per member type with its mode and value; saving replaces
 * the type's set (editMember), lines left at 不设置 are not sent.
 */
export function memberPriceConfig(types: Option[]): CrudConfig<MemberMatrixRow, MemberPriceInput> {
  const typeFields: Array<FieldDef<MemberMatrixRow>> = types.flatMap((m) => [
    {
      key: modeKey(m.value),
      // the member type's own name (data, not a locale key: t() gives it back as it is)
      label: m.label,
      type: 'select',
      options: MODE_OPTIONS,
      column: { render: (r) => <MemberPriceCell price={r.prices.find((p) => p.memberTypeId === m.value)} /> },
      form: true,
      required: true,
    },
    {
      key: valueKey(m.value),
      label: 'billingPrices.memberValue',
      type: 'number',
      form: true,
      dependsOn: [modeKey(m.value)],
      input: ({ values }) => (
        <MemberValueInput mode={(values[modeKey(m.value)] ?? 0) as LineMode} name={m.label} />
      ),
      crossCheck: (v, values) => memberValueCheck(values[modeKey(m.value)], v),
    },
  ]);
  return {
    key: 'memberPrices',
    title: 'billing.tabMember',
    entity: 'billing.rule.member',
    resource: {
      list: async (q, call) => {
        const [page, prices] = await Promise.all([
          billingApi.basePrices(q, call),
          billingApi.memberPrices(undefined, call),
        ]);
        return { ...page, records: page.records.map((r) => matrixRow(r, prices)) };
      },
      edit: async ({ id, items }, call) => {
        try {
          return await billingApi.editMemberPrices({ roomModelId: Number(id), items }, call);
        } catch (e) {
          throw onLine(e, types);
        }
      },
    },
    fields: [
      roomModelField(),
      {
        key: 'basePrice',
        label: 'billing.rule.base',
        column: { render: (r) => (r.basePrice === null ? <NotSet /> : priceText(r.basePrice)) },
      },
      ...typeFields,
    ],
    perms: { edit: 'fee:rule:edit' },
    rowName: (r) => r.modelName,
    form: {
      kind: 'drawer',
      width: 640,
      columns: 2,
      toForm: (r) =>
        Object.fromEntries(
          types.flatMap((m) => {
            const p = r.prices.find((x) => x.memberTypeId === m.value);
            return [
              [modeKey(m.value), p?.mode ?? 0],
              [valueKey(m.value), p ? (p.mode === 1 ? p.price : p.discount / 10) : null],
            ];
          }),
        ),
      toWire: (values) => ({ items: itemsOf(types, values) }),
      preview: ({ values, row }) => <MemberPreview row={row} types={types} values={values} />,
    },
  };
}

/** The form's lines → editMember items; 不设置 lines are left out. */
export function itemsOf(types: Option[], values: Record<string, unknown>): MemberPriceInput['items'] {
  return types.flatMap((m) => {
    const mode = values[modeKey(m.value)];
    const v = Number(values[valueKey(m.value)]);
    if (mode !== 1 && mode !== 2) return [];
    return [
      mode === 1
        ? { memberTypeId: Number(m.value), mode, price: v, discount: 0 }
        : // 8.8 折 → 88 (rounded: 8.8 * 10 is 88.00000000000001)
          { memberTypeId: Number(m.value), mode, price: 0, discount: Math.round(v * 10) },
    ];
  });
}

/**
 * The server names the line of a refusal inside its message on `items` ('金卡会员：折扣须为…'): the error goes
 * on that line's value, without the name.
 */
function onLine(e: unknown, types: Option[]): unknown {
  const msg = fieldErrorsOf(e)?.items;
  const hit = msg && types.find((m) => msg.startsWith(`${m.label}：`));
  if (!hit || !isApiError(e)) return e;
  const fields = { [valueKey(hit.value)]: msg.slice(hit.label.length + 1) };
  return new ApiError(e.kind, e.message, e.code, { fields });
}

function matrixRow(r: BasePriceRow, prices: MemberPriceRow[]): MemberMatrixRow {
  return {
    id: r.id,
    modelName: r.modelName,
    basePrice: r.basePrice,
    weekendPrice: r.weekendPrice,
    prices: prices.filter((p) => p.roomModelId === r.id),
  };
}
