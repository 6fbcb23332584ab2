import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { activityApi } from '@/api/services/activities';
import { defineCrud } from '@/crud/types';
import {
  ACTIVITY_TYPES,
  activityEntity,
  type Activity,
  type ActivityPhase,
  type ActivityType,
} from '@/domain/activities';

export const ACTIVITY_KEYS = { base: 'activity:data', status: 'activity:data:status' } as const;
const PHASES: readonly ActivityPhase[] = ['upcoming', 'running', 'ended'];
const PHASE_COLOR: Record<ActivityPhase, string> = { upcoming: 'blue', running: 'green', ended: 'default' };
const TYPE_COLOR: Record<ActivityType, string> = { 1: 'magenta', 2: 'cyan', 3: 'gold' };

export function TypeTag({ type }: { type: ActivityType }) {
  const { t } = useTranslation();
  return <Tag color={TYPE_COLOR[type]}>{t(`activity.types.${type}`)}</Tag>;
}

function PhaseTag({ phase }: { phase: ActivityPhase }) {
  const { t } = useTranslation();
  return <Tag color={PHASE_COLOR[phase]}>{t(`activity.phases.${phase}`)}</Tag>;
}

/**
 * /netBar/addActivity (§2 活动数据; §7 activitiesInfo list, enableActive): the place's activities — kind, window,
 * phase, the switch (activity:data:status) — with what the members did (participants, entries, prizes given);
 * 详情 opens the turntable's prizes and the records (activity-drawer.tsx). The add and edit form is issue 22's: the
 * declaration (`activityEntity`) and the calls are ready for it.
 */
export const activityConfig = (openDetail: (row: Activity) => void) =>
  defineCrud<Activity, Partial<Activity>>({
    key: 'activities',
    title: 'activity.title',
    entity: 'activity.entity',
    schema: activityEntity,
    resource: { list: activityApi.list, changeStatus: activityApi.changeStatus },
    fields: [
      { key: 'activityName', label: 'activity.activityName', search: true, column: { width: 160 } },
      {
        key: 'activityType',
        label: 'activity.activityType',
        type: 'select',
        options: ACTIVITY_TYPES.map((v) => ({ value: v, label: `activity.types.${v}` })),
        search: true,
        column: { width: 100, render: (r) => <TypeTag type={r.activityType} /> },
      },
      {
        key: 'startTime',
        label: 'activity.window',
        column: {
          width: 160,
          sorter: true,
          // two lines, from and to: the list keeps its 启用 column in view at 1440 px
          render: (r) => (
            <>
              {r.startTime.slice(0, 16)}
              <br />~ {r.endTime.slice(0, 16)}
            </>
          ),
        },
        exportAs: (r) => `${r.startTime} ~ ${r.endTime}`,
      },
      {
        key: 'phase',
        label: 'activity.phase',
        type: 'select',
        options: PHASES.map((v) => ({ value: v, label: `activity.phases.${v}` })),
        search: true,
        column: { width: 90, render: (r) => <PhaseTag phase={r.phase} /> },
      },
      {
        key: 'status',
        label: 'activity.status',
        type: 'select',
        options: [
          { value: 1, label: 'activity.enabled' },
          { value: 0, label: 'activity.disabled' },
        ],
        search: true,
        column: false,
        exported: false,
      },
      {
        key: 'participants',
        label: 'activity.participants',
        type: 'number',
        column: { width: 90, sorter: true },
      },
      { key: 'joins', label: 'activity.joins', type: 'number', column: { width: 90, sorter: true } },
      {
        key: 'prizesGiven',
        label: 'activity.prizesGiven',
        type: 'number',
        column: { width: 90, sorter: true },
      },
    ],
    perms: { status: ACTIVITY_KEYS.status },
    status: { label: 'activity.status' },
    rowName: (r) => r.activityName,
    rowActions: [{ key: 'detail', label: 'activity.detail', onClick: (row) => openDetail(row) }],
    defaultSort: { field: 'startTime', order: 'desc' },
  });
