import { request } from '../client';

/** §7 Home statistics (POST /business-merchant/merchantIndex/…), money in yuan. */
export interface IncomeStatistics {
  /** revenue of today: tonight's nights, today's hour rooms, goods and damage charged today (docs/orders.md) */
  todayIncome: number;
  roomIncome: number;
  /** goods and damage charged today */
  goodsIncome: number;
  /** money taken today, deposits apart: the sum of today's shifts */
  todayCollection: number;
  yesterdayIncome: number;
  /** this calendar month up to today */
  monthIncome: number;
}

export interface RoomStatusStatistics {
  total: number;
  vacant: number;
  occupied: number;
  reserved: number;
  hourly: number;
  /** vacant or occupied rooms waiting for housekeeping */
  dirty: number;
  repair: number;
  disabled: number;
  /** (occupied + hourly) / rooms in service, 0–1 */
  occupancyRate: number;
}

export interface DayRoomStatistics {
  /** 'YYYY-MM-DD' (China time) */
  date: string;
  occupied: number;
  total: number;
  occupancyRate: number;
  income: number;
}

const INDEX = '/business-merchant/merchantIndex';

/** A call of the home page's figures: POST merchantIndex/<name>, no body (the board's rooms are one too). */
export function indexCall<T>(name: string): () => Promise<T> {
  return () => request<T>({ method: 'post', url: `${INDEX}/${name}` });
}

export const statisticsApi = {
  income: indexCall<IncomeStatistics>('incomeStatistics'),
  roomStatus: indexCall<RoomStatusStatistics>('roomStatusStatistics'),
  sevenDays: indexCall<DayRoomStatistics[]>('sevenDaysRoomStatistics'),
};
