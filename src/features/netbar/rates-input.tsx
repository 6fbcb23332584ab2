import { Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '@/crud/field-options';
import type { FieldDef } from '@/crud/types';
import { BAR_LEVEL_COUNT, RATE_MAX, RATE_MIN } from '@/domain/netbar-seats';
import { BAR_LEVEL_OPTIONS } from './netbar-options';

const LEVELS_FIELD = {
  key: 'levelId',
  label: '',
  type: 'entity',
  entity: BAR_LEVEL_OPTIONS,
} as FieldDef<never>;

/**
 * An area's hourly rates, one per member level (rates[levelId]): a labelled number input each, the level names
 * from getBarLevel. Takes antd's value/onChange through Form.Item.
 */
export function RatesInput({
  value,
  onChange,
  id,
}: {
  value?: Array<number | null>;
  onChange?: (next: Array<number | null>) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { options } = useFieldOptions(LEVELS_FIELD);
  const rates = Array.from({ length: BAR_LEVEL_COUNT }, (_, i) => value?.[i] ?? null);
  return (
    <Flex gap={8} wrap id={id}>
      {rates.map((rate, i) => {
        const label = String(options.find((o) => o.value === i)?.label ?? i);
        return (
          <Flex key={i} vertical gap={2}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <InputNumber
              aria-label={label}
              min={RATE_MIN}
              max={RATE_MAX}
              step={0.5}
              precision={2}
              value={rate}
              suffix={t('netbarSeats.perHourUnit')}
              style={{ width: 100 }}
              onChange={(v) => onChange?.(rates.map((r, j) => (j === i ? (v ?? null) : r)))}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
