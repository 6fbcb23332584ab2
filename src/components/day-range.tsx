import { DatePicker, Flex, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { chinaToday, isDay, type Day } from '@/domain/calendar';

/** A range preset's name; `custom` is any range the picker gives. */
type Preset = string;

/**
 * The days of a figures page (the business report, the cafe's analysis), in the URL: ?range=<preset>, or
 * ?from&to for 自定义; the first preset by default. A reload or a shared link opens the same days.
 * @example const { preset, range, set } = useDayRange(REPORT_PRESETS, presetRange);
 */
export function useDayRange<P extends Preset>(
  presets: readonly P[],
  rangeOf: (preset: Exclude<P, 'custom'>, today: Day) => [Day, Day],
): { preset: P; range: [Day, Day]; set: (p: P, r?: [Day, Day]) => void } {
  const [params, setParams] = useSearchParams();
  return { ...dayRangeOf(params, presets, rangeOf), set: setter(setParams, params, presets, rangeOf) };
}

/** The preset and days a query string opens (a page's prefetch reads it too). */
export function dayRangeOf<P extends Preset>(
  params: URLSearchParams,
  presets: readonly P[],
  rangeOf: (preset: Exclude<P, 'custom'>, today: Day) => [Day, Day],
): { preset: P; range: [Day, Day] } {
  const today = chinaToday();
  const from = params.get('from');
  const to = params.get('to');
  const named = params.get('range') as P | null;
  const fallback = presets[0]! as Exclude<P, 'custom'>;
  if (isDay(from) && isDay(to) && from <= to && presets.includes('custom' as P))
    return { preset: 'custom' as P, range: [from, to] };
  const preset =
    named && presets.includes(named) && named !== 'custom' ? (named as Exclude<P, 'custom'>) : fallback;
  return { preset, range: rangeOf(preset, today) };
}

function setter<P extends Preset>(
  setParams: ReturnType<typeof useSearchParams>[1],
  params: URLSearchParams,
  presets: readonly P[],
  rangeOf: (preset: Exclude<P, 'custom'>, today: Day) => [Day, Day],
) {
  return (p: P, r?: [Day, Day]) => {
    const range = r ?? dayRangeOf(params, presets, rangeOf).range;
    setParams(p === 'custom' ? { from: range[0], to: range[1] } : { range: p }, { replace: true });
  };
}

/**
 * The presets as a segmented switch and the range picker beside them, the days before `earliest` and after
 * today disabled.
 */
export function DayRangePicker<P extends Preset>({
  preset,
  range,
  set,
  options,
  label,
  earliest,
}: {
  preset: P;
  range: [Day, Day];
  set: (p: P, r?: [Day, Day]) => void;
  options: Array<{ value: P; label: string }>;
  /** the picker's accessible name */
  label: string;
  earliest: Day;
}) {
  const today = chinaToday();
  return (
    <Flex gap={12} align="center" wrap>
      <Segmented<P> value={preset} onChange={(p) => set(p)} options={options} />
      <DatePicker.RangePicker
        aria-label={label}
        allowClear={false}
        value={[dayjs(range[0]), dayjs(range[1])]}
        disabledDate={(d: Dayjs) => d.format('YYYY-MM-DD') < earliest || d.format('YYYY-MM-DD') > today}
        onChange={(v) => {
          if (v?.[0] && v[1]) set('custom' as P, [v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')]);
        }}
      />
    </Flex>
  );
}
