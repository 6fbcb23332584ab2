import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// only what the console draws: the whole library would be ~2x the size (STACK.md); a page that draws more
// registers it in its own chunk (the report's ring: report-chart.ts)
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type EChartOption = echarts.EChartsCoreOption;

/**
 * An ECharts chart in SVG (crisp at any zoom), described for a screen reader by `label` (what the chart says,
 * in words). The chart is made, and resized, only while its box has a size: in a hidden tag it has none, and
 * ECharts would warn "Can't get DOM width or height" (issue 17.11). Import it lazily: the library is large.
 */
export default function EChart({
  option,
  label,
  height = 280,
}: {
  option: EChartOption;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;
  /** the option the chart draws, so that the one it was made with is not drawn twice */
  const drawn = useRef<EChartOption | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => {
      if (el.clientWidth === 0 || el.clientHeight === 0) return;
      if (!chart.current) {
        chart.current = echarts.init(el, undefined, { renderer: 'svg' });
        chart.current.setOption(latest.current);
        drawn.current = latest.current;
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
    if (!chart.current || drawn.current === option) return;
    chart.current.setOption(option, { notMerge: true });
    drawn.current = option;
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
