import { Alert, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pointsSettingsCalls, signConfigCalls } from '@/api/services/points';
import { SettingsForm } from '@/crud/settings-form';
import { declaredFields, type FieldDef } from '@/crud/types';
import { numberedOptions } from '@/crud/field-presets';
import {
  AFTER_SEVENTH,
  POINTS_PERMS,
  pointsForBill,
  pointsSettingsEntity,
  pointsValue,
  SIGN_DAYS,
  signConfigEntity,
  signPoints,
  type SignConfig,
} from '@/domain/points';
import { formatPrice } from '@/utils/validators';

/*
 * The two settings of /member/points that are one object each, saved whole (SettingsForm): the programme
 * (businessPlaceConfig getIntegralConfig/upIntegralConfig) and the sign-in rewards (signConfig list/edit). Their
 * rules are the declarations' (src/domain/points.ts), so the page and the mock refuse the same values.
 */

const SETTINGS_FIELDS = declaredFields<never>(
  [
    { key: 'enabled', label: 'points.enabled', type: 'switch', form: true },
    { key: 'valuePer100', label: 'points.valuePer100', type: 'money', form: true },
    {
      key: 'expireMonths',
      label: 'points.expireMonths',
      type: 'number',
      unit: 'points.months',
      form: { extra: 'points.expireMonthsHint' },
    },
    {
      key: 'maxPayRate',
      label: 'points.maxPayRate',
      type: 'number',
      unit: 'points.percent',
      form: { extra: 'points.maxPayRateHint' },
    },
  ] satisfies Array<FieldDef<never>>,
  pointsSettingsEntity,
);

const on = (v: unknown) => v === true || v === 1;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const EXAMPLE_BILL = 300;

/** What the entered values mean for a bill of ¥300, or that points are off. */
function SettingsExample() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const enabled = Form.useWatch('enabled', form) as unknown;
  const valuePer100 = num(Form.useWatch('valuePer100', form));
  const maxPayRate = num(Form.useWatch('maxPayRate', form));
  if (!on(enabled))
    return <Alert type="warning" showIcon title={t('points.settingsOff')} style={{ marginBottom: 16 }} />;
  if (valuePer100 <= 0 || maxPayRate <= 0) return null;
  const s = { enabled: 1 as const, valuePer100, maxPayRate };
  const most = pointsForBill(EXAMPLE_BILL, Number.MAX_SAFE_INTEGER, s);
  return (
    <Typography.Paragraph type="secondary">
      {t('points.settingsExample', {
        amount: formatPrice(EXAMPLE_BILL),
        points: most,
        value: formatPrice(pointsValue(most, s)),
      })}
    </Typography.Paragraph>
  );
}

/** 积分设置: the place's points switch, what 100 points pay, how long they last, the most of a bill. */
export function PointsSettingsTab() {
  return (
    <SettingsForm
      name="points-settings"
      title="points.settingsTitle"
      intro="points.settingsIntro"
      fields={SETTINGS_FIELDS}
      calls={pointsSettingsCalls}
      perm={POINTS_PERMS.edit}
      footer={<SettingsExample />}
    />
  );
}

const SIGN_FIELDS = declaredFields<never>(
  [
    { key: 'enabled', label: 'points.signEnabled', type: 'switch', form: true },
    {
      key: 'afterSeventh',
      label: 'points.afterSeventh',
      type: 'select',
      options: numberedOptions('points.afterSeventh', Object.values(AFTER_SEVENTH)),
      form: true,
    },
    ...SIGN_DAYS.map((d): FieldDef<never> => ({
      key: `day${d}`,
      label: `points.signDay.day${d}`,
      type: 'number',
      unit: 'points.points',
      form: true,
    })),
  ],
  signConfigEntity,
);

/** The week as the entered values give it: the seven days' total and the 8th day's points. */
function SignSummary() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  if (!values || !on(values.enabled)) return null;
  const config = {
    enabled: 1,
    afterSeventh: values.afterSeventh === AFTER_SEVENTH.restart ? 2 : 1,
    ...Object.fromEntries(SIGN_DAYS.map((d) => [`day${d}`, num(values[`day${d}`])])),
  } as SignConfig;
  const total = SIGN_DAYS.reduce((s, d) => s + signPoints(config, d), 0);
  return (
    <Typography.Paragraph type="secondary">
      {t('points.signWeekTotal', { total, eighth: signPoints(config, 8) })}
    </Typography.Paragraph>
  );
}

/** 签到奖励: the points of the 1st … 7th consecutive day and what the days after the 7th give. */
export function SignConfigTab() {
  return (
    <SettingsForm
      name="points-sign"
      title="points.signTitle"
      intro="points.signIntro"
      fields={SIGN_FIELDS}
      calls={signConfigCalls}
      perm={POINTS_PERMS.edit}
      columns={2}
      footer={<SignSummary />}
    />
  );
}
