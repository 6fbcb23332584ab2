import { Button, Select, Space } from 'antd';
import { NumberInput } from '@/components/typed-inputs';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { protocolApi, type ProtocolInput, type ProtocolRow } from '@/api/services/billing';
import { useFieldOptions } from '@/crud/field-options';
import { defineCrud, type FieldDef } from '@/crud/types';
import { protocolEntity } from '@/domain/billing';
import { ROOM_MODEL_OPTIONS } from './billing-options';
import { onOffField } from './price-cells';
import { priceText } from './price-fields';
import { remarkField } from '@/crud/field-presets';

type PriceLine = { roomModelId?: number | null; price?: number | null; modelName?: string };

/** The room-type choices of a price line: the same cached options as every room-type select of the page. */
const ROOM_MODEL_FIELD: FieldDef<never> = {
  key: 'roomModelId',
  label: 'billingPrices.roomModel',
  type: 'entity',
  entity: ROOM_MODEL_OPTIONS,
};

/**
 * The agreed prices of a protocol: a line per room type (type + price), lines added and removed with buttons.
 * A type chosen on one line is not offered on another.
 */
export function PriceLines({
  value,
  onChange,
  id,
}: {
  value?: PriceLine[];
  onChange?: (v: PriceLine[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { options, loading } = useFieldOptions(ROOM_MODEL_FIELD);
  const lines = value ?? [];
  const set = (i: number, patch: PriceLine) =>
    onChange?.(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      {lines.map((line, i) => {
        const n = i + 1;
        return (
          <Space.Compact key={i} style={{ width: '100%' }}>
            <Select
              aria-label={t('billingPrices.lineRoomModel', { n })}
              style={{ width: '55%' }}
              loading={loading}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('billingPrices.chooseRoomModel')}
              value={line.roomModelId ?? undefined}
              options={options.filter(
                (o) => o.value === line.roomModelId || !lines.some((l) => l.roomModelId === o.value),
              )}
              onChange={(v: number) => set(i, { roomModelId: v })}
            />
            <NumberInput
              aria-label={t('billingPrices.linePrice', { n })}
              style={{ width: '45%' }}
              prefix="¥"
              places={2}
              placeholder={t('billingPrices.pricePlaceholder')}
              value={line.price ?? null}
              onChange={(v) => set(i, { price: v === null ? null : Number(v) })}
            />
            <Button
              aria-label={t('billingPrices.removeLine', { n })}
              icon={<DeleteOutlined />}
              disabled={lines.length <= 1}
              onClick={() => onChange?.(lines.filter((_, j) => j !== i))}
            />
          </Space.Compact>
        );
      })}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={options.length > 0 && lines.length >= options.length}
        onClick={() => onChange?.([...lines, { roomModelId: null, price: null }])}
      >
        {t('billingPrices.addLine')}
      </Button>
    </Space>
  );
}

/** 大床房 ¥168.00、双床房 ¥188.00 */
export const pricesText = (prices: ProtocolRow['prices']) =>
  prices.map((p) => `${p.modelName ?? p.roomModelId} ${priceText(p.price)}`).join('、');

/**
 * Corporate protocols (/feeRule/index?tab=protocol) on the engine through protocolApi (listByProtocol,
 * addByProtocol, upByProtocol, delByProtocol): the company, its contact, the contract's period (either end may
 * be open) and its agreed price per room type. A protocol in force beats every other price for its guests
 * (src/domain/pricing.ts). Its status is a form field: the rules' changeStatus is the base prices'. The rules
 * are the declaration's (src/domain/billing.ts), the mock's too.
 */
export const protocolConfig = defineCrud<ProtocolRow, ProtocolInput>({
  key: 'protocols',
  schema: protocolEntity,
  title: 'billing.tabProtocol',
  entity: 'billingPrices.protocolEntity',
  resource: protocolApi,
  fields: [
    {
      key: 'companyName',
      label: 'billingPrices.companyName',
      search: true,
      column: { fixed: 'left' },
      form: { wide: true },
    },
    { key: 'contactName', label: 'billingPrices.contactName', column: true, form: true },
    { key: 'contactPhone', label: 'billingPrices.contactPhone', column: true, form: true, maxLength: 11 },
    {
      key: 'prices',
      label: 'billingPrices.protocolPrices',
      column: { render: (r) => pricesText(r.prices) },
      form: {
        wide: true,
        initial: [{ roomModelId: null, price: null }],
        extra: 'billingPrices.protocolPricesHint',
      },
      input: () => <PriceLines />,
      exported: false,
    },
    {
      key: 'validity',
      label: 'billingPrices.validity',
      column: {
        render: (r) => <Validity from={r.startTime} to={r.endTime} />,
      },
    },
    { key: 'startTime', label: 'billingPrices.startTime', type: 'date', form: true },
    {
      key: 'endTime',
      label: 'billingPrices.endTime',
      type: 'date',
      form: { extra: 'billingPrices.endTimeHint' },
    },
    onOffField('status', 'crud.status', 'crud.enabled', 'crud.disabled', { initial: true }),
    remarkField('billingPrices'),
    { key: 'createTime', label: 'billingPrices.createTime', column: { hidden: true } },
  ],
  perms: { add: 'fee:rule:add', edit: 'fee:rule:edit', delete: 'fee:rule:delete' },
  rowName: (r) => r.companyName,
  form: {
    columns: 2,
    width: 760,
    toWire: (values) => ({
      prices: ((values.prices as PriceLine[] | undefined) ?? []).map((l) => ({
        roomModelId: Number(l.roomModelId),
        price: Number(l.price),
      })),
    }),
  },
});

/** 2025-01-01 至 2025-12-31; an open end reads 长期. */
function Validity({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  if (!from && !to) return <>{t('billingPrices.openEnded')}</>;
  return <>{t('crud.range', { from: from || '—', to: to || t('billingPrices.openEnded') })}</>;
}
