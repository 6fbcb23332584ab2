import { Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { billingApi } from '@/api/services/billing';
import { SettingsForm } from '@/crud/settings-form';
import type { FieldDef } from '@/crud/types';
import { chargeConfigEntity } from '@/domain/billing';
import { numberedOptions } from '@/crud/field-presets';

const ROUND_MODES = numberedOptions('billingOps.charge.round', [0, 1, 2]);

/**
 * A settings field, labelled billingOps.charge.<key> with the hint billingOps.charge.<hint> under it, and its
 * rules from the declaration (src/domain/billing.ts), which the server checks too: its check and message, the
 * required mark and the input's bounds. `more` is the input: its type, unit or options.
 */
const declared = (
  key: keyof typeof chargeConfigEntity.fields,
  hint: string,
  more: Partial<FieldDef<never>>,
): FieldDef<never> => {
  const spec = chargeConfigEntity.fields[key];
  return {
    key,
    spec,
    required: !!spec.required,
    min: spec.min,
    max: spec.max,
    label: `billingOps.charge.${key}`,
    form: { extra: `billingOps.charge.${hint}` },
    ...more,
  };
};

/** The charge price config (businessOtherConfig get/updateChargePriceConfig), each field with its meaning. */
const CHARGE_FIELDS: Array<FieldDef<never>> = [
  declared('earlyCheckInBefore', 'earlyCheckInHint', { type: 'time' }),
  declared('halfDayUntil', 'halfDayHint', { type: 'time' }),
  declared('halfDayPercent', 'halfDayPercentHint', { type: 'number', unit: 'billingOps.charge.percent' }),
  declared('graceMinutes', 'graceHint', { type: 'number', unit: 'billingOps.charge.minutes' }),
  declared('roundMode', 'roundHint', { type: 'select', options: ROUND_MODES }),
];

const hhmm = (v: unknown) =>
  v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('HH:mm') : '—';

/** The settings as one plain sentence, following what is typed. */
function Summary() {
  const { t } = useTranslation();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const v = form.getFieldsValue(true) as Record<string, unknown>;
        const round = ROUND_MODES.find((m) => m.value === v.roundMode);
        return (
          <Typography.Paragraph type="secondary" data-testid="charge-summary">
            {t('billingOps.charge.summary', {
              early: hhmm(v.earlyCheckInBefore),
              until: hhmm(v.halfDayUntil),
              grace: v.graceMinutes ?? '—',
              percent: v.halfDayPercent ?? '—',
              round: round ? t(round.label).toLowerCase() : '—',
            })}
          </Typography.Paragraph>
        );
      }}
    </Form.Item>
  );
}

/** /feeRule/index?tab=charge */
export default function ChargeConfigTab() {
  return (
    <SettingsForm
      name="charge-config"
      title="billingOps.charge.title"
      intro="billingOps.charge.intro"
      fields={CHARGE_FIELDS}
      calls={billingApi.chargeConfig}
      perm="fee:rule:edit"
      footer={<Summary />}
    />
  );
}
