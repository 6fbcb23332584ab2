import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { listComputerLogs } from '@/api/services/netbar';
import { enumField } from '@/crud/enum-field';
import { actionPerms, type CrudConfig } from '@/crud/types';
import { daysSearchField, entityField } from '@/crud/field-presets';
import { SESSION_STATUS, type ComputerLog, type SessionStatus } from '@/domain/netbar';
import { SEAT_AREA_OPTIONS } from './netbar-options';

function StatusTag({ status }: { status: SessionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === SESSION_STATUS.online ? 'green' : 'default'}>
      {t(`netbar.sessionStatus.${status}`)}
    </Tag>
  );
}

function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return <>{t('netbar.duration', { h: Math.floor(minutes / 60), m: minutes % 60 })}</>;
}

/**
 * /netBar/computerLog (§7 Internet cafe computerLog, the cafe's menu 上机记录): who sat at which seat, from when to
 * when, at which level and for what fee — the sessions whose fees the handovers sum. Read-only: the seats' client
 * writes it. Searched by seat, member or card, area, state and day; exported and printed.
 */
export const computerLogConfig: CrudConfig<ComputerLog> = {
  key: 'computerLogs',
  title: 'netbar.logTitle',
  resource: { list: listComputerLogs },
  fields: [
    { key: 'no', label: 'netbar.no', column: { width: 150, hidden: true } },
    { key: 'seatNo', label: 'netbar.seatNo', search: true, column: { width: 80, sorter: true } },
    entityField('areaId', 'netbar.areaName', SEAT_AREA_OPTIONS, (r: ComputerLog) => r.areaName, {
      column: { width: 130 },
      form: false,
    }),
    { key: 'memberName', label: 'netbar.memberName', search: true, column: true },
    { key: 'levelName', label: 'netbar.levelName', column: { width: 100 } },
    daysSearchField('day', 'netbar.day'),
    {
      key: 'startTime',
      label: 'netbar.startTime',
      column: { width: 150, sorter: true, render: (r) => r.startTime.slice(0, 16) },
      exportAs: (r) => r.startTime,
    },
    {
      key: 'endTime',
      label: 'netbar.endTime',
      column: { width: 150, render: (r) => r.endTime.slice(0, 16) || '—' },
      exportAs: (r) => r.endTime,
    },
    {
      key: 'minutes',
      label: 'netbar.minutes',
      type: 'number',
      column: { width: 120, sorter: true, render: (r) => <Duration minutes={r.minutes} /> },
      exportAs: (r) => r.minutes,
    },
    { key: 'fee', label: 'netbar.fee', type: 'money', column: { width: 100, sorter: true } },
    enumField('status', 'netbar.status', Object.values(SESSION_STATUS), 'netbar.sessionStatus', {
      column: { width: 90, render: (r) => <StatusTag status={r.status} /> },
    }),
  ],
  perms: actionPerms('netbar:computer'),
  defaultSort: { field: 'startTime', order: 'desc' },
};

export default computerLogConfig;
