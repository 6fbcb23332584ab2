import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Msg } from '@/components/msg';
import type { FieldDef, FormOptions } from '@/crud/types';
import { DEFAULT_WEEKEND_DAYS } from '@/domain/pricing';

/* Cells of the price tabs that read locale strings (components, so they follow the language). */

export { Msg };

/** A secondary (greyed) locale string: 同门市价, 门市价 … */
export function Quiet({ k }: { k: string }) {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t(k)}</Typography.Text>;
}

/** 未设置: a room type without a price. */
export function NotSet() {
  const { t } = useTranslation();
  return <Tag color="orange">{t('billingPrices.notSet')}</Tag>;
}

/** 周五、周六 — the default weekend when a rule names none. */
export function WeekendDays({ days }: { days: number[] | undefined }) {
  const { t } = useTranslation();
  const list = days?.length ? days : DEFAULT_WEEKEND_DAYS;
  return (
    <>
      {[...list]
        .sort((a, b) => a - b)
        .map((d) => t(`billing.weekday.${d}`))
        .join(t('common.listSep'))}
    </>
  );
}

/** The first column of a tab whose rows are the room types: the type's name in bold, pinned left. */
export function roomModelField<Row extends { modelName: string }>(): FieldDef<Row> {
  return {
    key: 'modelName',
    label: 'billingPrices.roomModel',
    column: { fixed: 'left', render: (r) => <Typography.Text strong>{r.modelName}</Typography.Text> },
  };
}

/** A 1/0 switch in the form, shown in the list as a green tag (`on`) or a grey one (`off`). */
export function onOffField<Row>(
  key: string,
  label: string,
  on: string,
  off: string,
  form: FormOptions,
): FieldDef<Row> {
  const isOn = (r: Row) => (r as Record<string, unknown>)[key] === 1;
  return {
    key,
    label,
    type: 'switch',
    column: {
      render: (r) => (
        <Tag color={isOn(r) ? 'green' : 'default'}>
          <Msg k={isOn(r) ? on : off} />
        </Tag>
      ),
    },
    form,
  };
}
