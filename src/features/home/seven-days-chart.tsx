import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import EChart, { type EChartOption } from '@/components/echart';
import type { DayRoomStatistics } from '@/api/services/statistics';

/**
 * The last seven days: income as bars, occupancy as a line. Loaded lazily by the home page so the figures show
 * before the chart library arrives. SVG rather than canvas: seven points draw crisply at any zoom.
 */
export default function SevenDaysChart({ days }: { days: DayRoomStatistics[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary, token.colorWarning],
      tooltip: { trigger: 'axis' },
      legend: { data: [t('dashboard.income'), t('dashboard.occupancy')], top: 0 },
      grid: { left: 56, right: 48, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
      yAxis: [
        { type: 'value', name: t('dashboard.yuan') },
        { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        { name: t('dashboard.income'), type: 'bar', barMaxWidth: 28, data: days.map((d) => d.income) },
        {
          name: t('dashboard.occupancy'),
          type: 'line',
          yAxisIndex: 1,
          smooth: true,
          data: days.map((d) => Math.round(d.occupancyRate * 100)),
        },
      ],
    }),
    [days, t, token.colorPrimary, token.colorWarning],
  );
  return (
    <EChart
      option={option}
      label={t('dashboard.chartLabel', {
        days: days
          .map((d) => `${d.date.slice(5)} ${d.income} / ${Math.round(d.occupancyRate * 100)}%`)
          .join(t('common.listSep')),
      })}
    />
  );
}
