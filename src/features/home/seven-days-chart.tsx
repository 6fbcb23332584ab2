import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { DayRoomStatistics } from '@/api/services/statistics';

// only what this chart draws: the whole library would be ~2x the size (STACK.md)
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/**
 * The last seven days: income as bars, occupancy as a line. Loaded lazily by the home page so the figures show
 * before the chart library arrives. SVG rather than canvas: seven points draw crisply at any zoom.
 */
export default function SevenDaysChart({ days }: { days: DayRoomStatistics[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const option = useRef<echarts.EChartsCoreOption | null>(null);

  // the chart is made, and resized, only while its box has a size: in a hidden tag (the home page behind
  // another) it has none, and ECharts would warn "Can't get DOM width or height" (issue 17.11)
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => {
      if (el.clientWidth === 0 || el.clientHeight === 0) return;
      if (!chart.current) {
        chart.current = echarts.init(el, undefined, { renderer: 'svg' });
        if (option.current) chart.current.setOption(option.current);
      } else chart.current.resize();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    option.current = {
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
    };
    chart.current?.setOption(option.current);
  }, [days, t, token.colorPrimary, token.colorWarning]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={t('dashboard.chartLabel', {
        days: days
          .map((d) => `${d.date.slice(5)} ${d.income} / ${Math.round(d.occupancyRate * 100)}%`)
          .join(t('common.listSep')),
      })}
      style={{ width: '100%', height: 280 }}
    />
  );
}
