import { listRecharges } from '@/api/services/netbar';
import { enumField } from '@/crud/enum-field';
import { daysSearchField } from '@/crud/field-presets';
import { actionPerms, type CrudConfig } from '@/crud/types';
import { NETBAR_CHANNELS, type RechargeRecord } from '@/domain/netbar';
import { BAR_LEVEL_OPTIONS } from './netbar-options';

/** The channels a recharge comes through (the online fees' member balance is not one). */
const RECHARGE_CHANNELS = NETBAR_CHANNELS.filter((c) => c !== 'balance');

/**
 * /netBar/recharge (§7 Internet cafe recharge: listRechargeByPlace, getBarLevel; the cafe's menu 充值记录): every
 * top-up of a member card and every temporary card's prepaid balance, by channel, with the member's level and the
 * bonus the cafe's offer gave on top — the recharges the handovers sum. Read-only; exported and printed.
 */
export const rechargeConfig: CrudConfig<RechargeRecord> = {
  key: 'recharges',
  title: 'netbar.rechargeTitle',
  resource: { list: listRecharges },
  fields: [
    { key: 'time', label: 'netbar.rechargeTime', column: { width: 170, sorter: true } },
    { key: 'no', label: 'netbar.rechargeNo', column: { width: 150 } },
    { key: 'memberName', label: 'netbar.memberName', search: true, column: true },
    {
      key: 'levelId',
      label: 'netbar.levelName',
      type: 'entity',
      entity: BAR_LEVEL_OPTIONS,
      search: true,
      column: { width: 110 },
    },
    enumField('channel', 'netbar.channel', RECHARGE_CHANNELS, 'orders.netbar.channels', {
      column: { width: 120 },
    }),
    { key: 'amount', label: 'netbar.amount', type: 'money', column: { width: 110, sorter: true } },
    { key: 'bonus', label: 'netbar.bonus', type: 'money', column: { width: 110 } },
    daysSearchField('day', 'netbar.rechargeDay'),
  ],
  perms: actionPerms('netbar:recharge'),
  defaultSort: { field: 'time', order: 'desc' },
};

export default rechargeConfig;
