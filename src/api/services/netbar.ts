import {
  NETBAR_COMPUTER_LOG,
  NETBAR_PLACE_BASE,
  NETBAR_RECHARGE_BASE,
  type BarLevel,
  type Basplace,
  type ComputerLog,
  type RechargeRecord,
} from '@/domain/netbar';
import { request } from '../client';
import { pagedList, settingsCalls } from '../resource';

/** GET computerLog/list: the cafe's seat sessions, paged, filtered and sorted on the server. */
export const listComputerLogs = pagedList<ComputerLog>(NETBAR_COMPUTER_LOG);

/** GET recharge/listRechargeByPlace: the cafe's recharges, paged, filtered and sorted on the server. */
export const listRecharges = pagedList<RechargeRecord>(`${NETBAR_RECHARGE_BASE}/listRechargeByPlace`);

/** GET recharge/getBarLevel: the cafe's member levels, the temporary card first. */
export const getBarLevels = () =>
  request<BarLevel[]>({ method: 'get', url: `${NETBAR_RECHARGE_BASE}/getBarLevel` });

/** POST basplace/detail and basplace/edit: the cafe's own record, read and saved whole. */
export const basplaceCalls = settingsCalls<Basplace>(
  { url: `${NETBAR_PLACE_BASE}/detail` },
  `${NETBAR_PLACE_BASE}/edit`,
);
