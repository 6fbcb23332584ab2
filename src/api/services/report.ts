import type { Day } from '@/domain/calendar';
import { REPORT_CALLS } from '@/domain/report';
import type { CallMeta } from '../call-meta';
import { request } from '../client';

export type ReportCall = keyof typeof REPORT_CALLS;

/** One figure of the business report for days [from, to] (GET, every call the same query). */
export const getReport = <T>(call: ReportCall, [startDate, endDate]: [Day, Day], meta?: CallMeta) =>
  request<T>({ method: 'get', url: REPORT_CALLS[call], params: { startDate, endDate }, meta });
