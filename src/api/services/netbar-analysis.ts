import type { Day } from '@/domain/calendar';
import { NETBAR_ANALYSIS_SUMMARY, type ConsumptionAnalysis } from '@/domain/netbar-analysis';
import type { CallMeta } from '../call-meta';
import { request } from '../client';

/** GET consumptionAnalysis/summary: the cafe's totals and breakdowns (hour, area, level) for days [from, to]. */
export const getConsumptionAnalysis = ([startDate, endDate]: [Day, Day], meta?: CallMeta) =>
  request<ConsumptionAnalysis>({
    method: 'get',
    url: NETBAR_ANALYSIS_SUMMARY,
    params: { startDate, endDate },
    meta,
  });
