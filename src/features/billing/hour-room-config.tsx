import { useState, type ReactNode } from 'react';
import { Alert, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { billingApi, type HourRoomInput, type HourRoomRow } from '@/api/services/billing';
import { numberedOptions } from '@/crud/field-presets';
import { defineCrud, pageOf, type FieldDef, type FieldType } from '@/crud/types';
import { hourRoomEntity, PRICE_MAX, priceCheck, STEP_MINUTES } from '@/domain/billing';
import { hourRoomCharge, type HourRoomRule } from '@/domain/pricing';
import { Msg, onOffField, roomModelField } from './price-cells';
import { hhmm, priceText } from './price-fields';

/** An hour-room row with its type's base price, which an hour stay never exceeds. */
export interface HourRoomListRow extends HourRoomRow {
  basePrice: number | null;
}

const num = (v: unknown): number | null =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/** The rule the form's values describe, or null while it is incomplete or wrong. */
export function ruleOfValues(values: Record<string, unknown>): HourRoomRule | null {
  const startHours = num(values.startHours);
  const startPrice = num(values.startPrice);
  const stepMinutes = num(values.stepMinutes);
  const stepPrice = num(values.stepPrice);
  const capHours = num(values.capHours);
  if (
    startHours === null ||
    startPrice === null ||
    stepMinutes === null ||
    stepPrice === null ||
    capHours === null
  )
    return null;
  if (priceCheck(startPrice) || priceCheck(stepPrice) || stepMinutes <= 0 || capHours <= startHours)
    return null;
  return {
    roomModelId: 0,
    enabled: 1,
    startHours,
    startPrice,
    stepMinutes,
    stepPrice,
    capHours,
    saleStartTime: hhmm(values.saleStartTime) ?? '',
    saleEndTime: hhmm(values.saleEndTime) ?? '',
  };
}

/**
 * The form's worked example, priced by the pure rule the front desk and the mock use (hourRoomCharge): what a
 * stay of N hours costs under the values entered, and from when it is a day room. N is the operator's to change.
 */
function HourRoomExample({ values, row }: { values: Record<string, unknown>; row: HourRoomListRow | null }) {
  const { t } = useTranslation();
  const rule = ruleOfValues(values);
  // until the operator picks a length, the example is one hour past the start block
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const hours = picked === undefined ? (num(values.startHours) ?? 3) + 1 : picked;
  const day = row?.basePrice ?? null;
  let body: ReactNode;
  if (day === null) body = t('billingPrices.exampleNoBase');
  else if (!rule) body = t('billingPrices.exampleIncomplete');
  else {
    const charge = hours ? hourRoomCharge(rule, Math.round(hours * 60), day) : null;
    body = (
      <Space orientation="vertical" size={2}>
        {charge && (
          <span data-testid="hour-room-example">
            {t(charge.dayRoom ? 'billingPrices.exampleDayRoom' : 'billingPrices.exampleStay', {
              hours,
              price: priceText(charge.price),
            })}
          </span>
        )}
        <span>{t('billingPrices.exampleCap', { cap: rule.capHours, day: priceText(day) })}</span>
      </Space>
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={
        <Space wrap>
          {t('billingPrices.exampleTitle')}
          <InputNumber
            size="small"
            aria-label={t('billingPrices.exampleHours')}
            min={0.5}
            max={48}
            step={1}
            precision={1}
            value={hours}
            onChange={(v) => setPicked(v === null ? null : Number(v))}
            suffix={t('billingPrices.hourUnit')}
            style={{ width: 110 }}
          />
        </Space>
      }
      description={body}
    />
  );
}

/** 08:00–22:00, or 22:00–次日06:00 for a window past midnight. */
function SaleWindow({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return <>{t(to < from ? 'billingPrices.saleWindowNextDay' : 'billingPrices.saleWindow', { from, to })}</>;
}

/** A column of the rule in words: billingPrices.<key> over billingPrices.<key>Value with the row's numbers. */
const ruleColumn = (
  key: 'startRule' | 'stepRule' | 'capRule',
  values: (r: HourRoomListRow) => Record<string, unknown>,
): FieldDef<HourRoomListRow> => ({
  key,
  label: `billingPrices.${key}`,
  column: { render: (r) => <Msg k={`billingPrices.${key}Value`} values={values(r)} /> },
});

/** An input of the rule's form, labelled billingPrices.<key>; `more` adds the unit, bounds or a hint. */
const ruleInput = (
  key: keyof HourRoomInput & string,
  type: FieldType,
  more: Partial<FieldDef<HourRoomListRow>> = {},
): FieldDef<HourRoomListRow> => ({ key, label: `billingPrices.${key}`, type, form: true, ...more });

/**
 * Hour rooms (/feeRule/index?tab=hourRoom): one row per room type (listByHourRoom, defaults until edited),
 * edited as a whole rule (editHourRoom, an upsert by room type). The list is answered whole; the engine pages it.
 * The rules of an edit are the declaration's (src/domain/billing.ts).
 */
export const hourRoomConfig = defineCrud<HourRoomListRow, HourRoomInput>({
  key: 'hourRooms',
  schema: hourRoomEntity,
  title: 'billing.tabHourRoom',
  entity: 'billingPrices.hourRoomEntity',
  resource: {
    list: async (q, call) => {
      const [rows, base] = await Promise.all([
        billingApi.hourRooms(call),
        billingApi.basePrices({ page: 1, size: 100 }, call),
      ]);
      const priceOf = (id: number) => base.records.find((b) => b.id === id)?.basePrice ?? null;
      return pageOf(
        rows.map((r) => ({ ...r, basePrice: priceOf(r.id) })),
        q,
      );
    },
    edit: ({ id, ...input }, call) => billingApi.editHourRoom({ ...input, roomModelId: Number(id) }, call),
  },
  fields: [
    roomModelField(),
    onOffField('enabled', 'billingPrices.hourEnabled', 'billingPrices.hourOn', 'billingPrices.hourOff', {
      wide: true,
    }),
    ruleColumn('startRule', (r) => ({ hours: r.startHours, price: priceText(r.startPrice) })),
    ruleColumn('stepRule', (r) => ({ minutes: r.stepMinutes, price: priceText(r.stepPrice) })),
    ruleColumn('capRule', (r) => ({ hours: r.capHours })),
    {
      key: 'saleWindow',
      label: 'billingPrices.saleTime',
      column: { render: (r) => <SaleWindow from={r.saleStartTime} to={r.saleEndTime} /> },
    },
    ruleInput('startHours', 'number', { unit: 'billingPrices.hourUnit' }),
    ruleInput('startPrice', 'money', { max: PRICE_MAX }),
    ruleInput('stepMinutes', 'select', { options: numberedOptions('billingPrices.step', STEP_MINUTES) }),
    ruleInput('stepPrice', 'money', { max: PRICE_MAX }),
    ruleInput('capHours', 'number', {
      unit: 'billingPrices.hourUnit',
      form: { extra: 'billingPrices.capHoursHint' },
    }),
    ruleInput('saleStartTime', 'time'),
    ruleInput('saleEndTime', 'time', { form: { extra: 'billingPrices.saleEndHint' } }),
    { key: 'updateTime', label: 'billingPrices.updateTime', column: { hidden: true } },
  ],
  perms: { edit: 'fee:rule:edit' },
  rowName: (r) => r.modelName,
  form: {
    columns: 2,
    width: 720,
    preview: ({ values, row }) => <HourRoomExample values={values} row={row} />,
  },
});
