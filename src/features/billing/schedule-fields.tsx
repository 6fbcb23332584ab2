import type { CSSProperties } from 'react';
import { Checkbox, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { scheduleMessage } from '@/domain/billing';
import {
  allDay,
  checkSchedule,
  splitList,
  type Schedule,
  type ScheduleProblem,
  type ScheduleType,
} from '@/domain/schedule';
import { numberedOptions } from '@/crud/field-presets';
import type { FormControlProps } from '@/components/typed-inputs';

/*
 * A §3 schedule item (src/domain/schedule.ts) as form fields: 执行方式 (dataType), 有效期 (the period, startTime/
 * endTime), 执行日期 (`week`: week days, days of the month or dates, by type) and 售卖时段 (openStartTime/
 * openEndTime). The rules are checkSchedule's; this file only turns form values into a Schedule, its problems
 * into messages on the right field, and a schedule into words.
 */

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';

/** The form value of `week`: the choice of each type, so switching the type back and forth loses nothing. */
export type ScheduleDays = Partial<Record<ScheduleType, Array<number | string>>>;

export const SCHEDULE_TYPE_OPTIONS = numberedOptions('billingOps.promotion.type', [3, 1, 2, 0]);

const fmt = (v: unknown, format: string): string => (dayjs.isDayjs(v) ? v.format(format) : '');
const pair = (v: unknown): [unknown, unknown] => (Array.isArray(v) ? [v[0], v[1]] : [null, null]);
const byValue = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The wire `week` of the chosen type: '1,5', '1,15,31', '2026-12-24,2026-12-31' or '' (daily). */
export function weekWire(dataType: unknown, days: unknown): string {
  if (dataType === 3) return '';
  const list = (days as ScheduleDays | undefined)?.[dataType as ScheduleType] ?? [];
  return [...list].sort(byValue).join(',');
}

/** The wire `week` → the form value of its type. */
export function weekForm(dataType: ScheduleType, week: string): ScheduleDays {
  if (dataType === 3) return {};
  const list = splitList(week);
  return { [dataType]: dataType === 0 ? list : list.map(Number) };
}

/** The form's values → the schedule checkSchedule sees (period and hours as the wire strings). */
export function scheduleOf(values: Record<string, unknown>): Partial<Schedule> {
  const [start, end] = pair(values.period);
  const [open, close] = pair(values.openTime);
  return {
    dataType: values.dataType as ScheduleType,
    startTime: fmt(start, DATE),
    endTime: fmt(end, DATE),
    week: weekWire(values.dataType, values.week),
    openStartTime: fmt(open, TIME),
    openEndTime: fmt(close, TIME),
  };
}

/** Which form field shows a problem on a schedule key (the range fields take both of their keys). */
const FORM_FIELD: Record<keyof Schedule, string> = {
  dataType: 'dataType',
  startTime: 'period',
  endTime: 'period',
  week: 'week',
  openStartTime: 'openTime',
  openEndTime: 'openTime',
};

/**
 * A crossCheck for one of the schedule's form fields: the locale key of checkSchedule's first problem when it
 * is on this field, else null.
 */
export const scheduleCheck =
  (formField: string) =>
  (_: unknown, values: Record<string, unknown>): string | null => {
    const problem = checkSchedule(scheduleOf(values));
    return problem && FORM_FIELD[problem.field] === formField ? problemKey(problem.problem) : null;
  };

/** The locale key of a schedule problem: the declaration's, which the server words too. */
export const problemKey: (p: ScheduleProblem) => string = scheduleMessage;

/** The schedule in words: 每天 / 每周 周五、周六 / 每月 1、15、31 日 / 指定日期 12-24、12-31. */
export function scheduleText(s: Pick<Schedule, 'dataType' | 'week'>, t: TFunction): string {
  const list = splitList(s.week);
  switch (s.dataType) {
    case 1:
      return t('billingOps.promotion.weekly', {
        days: list
          .map(Number)
          .sort((a, b) => a - b)
          .map((d) => t(`billing.weekday.${d}`))
          .join(t('common.listSep')),
      });
    case 2:
      return t('billingOps.promotion.monthly', {
        days: list
          .map(Number)
          .sort((a, b) => a - b)
          .join(t('common.listSep')),
      });
    case 0:
      return t('billingOps.promotion.dates', {
        dates: [...list]
          .sort()
          .map((d) => d.slice(5))
          .join(t('common.listSep')),
      });
    default:
      return t('billingOps.promotion.daily');
  }
}

/** The sale hours in words: 全天, 09:00–18:00, or 22:00–次日 06:00 when they run past midnight. */
export function hoursText(s: Pick<Schedule, 'openStartTime' | 'openEndTime'>, t: TFunction): string {
  if (allDay(s)) return t('billingOps.promotion.allDay');
  const key = s.openEndTime <= s.openStartTime ? 'hoursOvernight' : 'hours';
  return t(`billingOps.promotion.${key}`, { start: s.openStartTime, end: s.openEndTime });
}

interface DaysInputProps extends FormControlProps<ScheduleDays> {
  dataType: unknown;
  period: unknown;
}

const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** 执行日期 by type: week-day boxes, day-of-month boxes (with the month-end note) or dates within the period. */
export function ScheduleDaysInput({ dataType, period, value, onChange, id }: DaysInputProps) {
  const { t } = useTranslation();
  const type = dataType as ScheduleType;
  const current = value?.[type] ?? [];
  const set = (list: Array<number | string>) => onChange?.({ ...value, [type]: list });
  // week days or days of the month: boxes to tick, and what they mean under them
  const boxes = (options: Array<{ value: number; label: string }>, hint: string, style?: CSSProperties) => (
    <Flex vertical gap={4} id={id}>
      <Checkbox.Group value={current} onChange={(v) => set(v as number[])} style={style} options={options} />
      <Typography.Text type="secondary">{t(hint)}</Typography.Text>
    </Flex>
  );
  if (type === 1) {
    return boxes(
      [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`billing.weekday.${d}`) })),
      'billingOps.promotion.weekDaysHint',
    );
  }
  if (type === 2) {
    return boxes(
      MONTH_DAYS.map((d) => ({ value: d, label: String(d) })),
      'billingOps.promotion.monthDaysHint',
      { display: 'grid', gridTemplateColumns: 'repeat(7, 64px)', rowGap: 4 },
    );
  }
  const [start, end] = pair(period) as [Dayjs | null, Dayjs | null];
  return (
    <Flex vertical gap={4}>
      <DatePicker
        id={id}
        multiple
        style={{ width: '100%' }}
        placeholder={t('billingOps.promotion.datesPlaceholder')}
        value={current.map((d) => dayjs(String(d)))}
        onChange={(days: Dayjs[] | null) => set((days ?? []).map((d) => d.format(DATE)))}
        disabledDate={(d) => (!!start && d.isBefore(start, 'day')) || (!!end && d.isAfter(end, 'day'))}
      />
      <Typography.Text type="secondary">{t('billingOps.promotion.datesHint')}</Typography.Text>
    </Flex>
  );
}
