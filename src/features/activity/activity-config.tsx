import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { activityApi } from '@/api/services/activities';
import { enumField } from '@/crud/enum-field';
import { onOffOptions } from '@/crud/field-presets';
import { defineCrud } from '@/crud/types';
import {
  ACTIVITY_TYPES,
  activityEntity,
  type Activity,
  type ActivityPhase,
  type ActivityType,
} from '@/domain/activities';

export const ACTIVITY_KEYS = {
  base: 'activity:data',
  add: 'activity:data:add',
  edit: 'activity:data:edit',
  delete: 'activity:data:delete',
  status: 'activity:data:status',
} as const;
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

/** 新增 (activity:data:add): the page's own dialog, which edits what only a form of its own can (the prizes). */
function AddActivity({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  if (!useCan(ACTIVITY_KEYS.add)) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {t('crud.add')}
    </Button>
  );
}

/**
 * /netBar/addActivity (§2 活动数据; §7 activitiesInfo list, add, edit, detail, delete, enableActive): the place's
 * activities — kind, window, phase, the switch (activity:data:status) — with what the members did (participants,
 * entries, prizes given); 详情 opens the turntable's prizes and the records (activity-drawer.tsx). 新增 and 编辑
 * open the page's own dialog (activity-form.tsx: a turntable's prize list, the detail loaded fresh before an
 * edit), not the engine's form; 删除 is the engine's (a running activity is refused: switch it off first).
 */
export const activityConfig = ({
  openAdd,
  openEdit,
  openDetail,
}: {
  openAdd: () => void;
  openEdit: (row: Activity) => void;
  openDetail: (row: Activity) => void;
}) =>
  defineCrud<Activity, Partial<Activity>>({
    key: 'activities',
    title: 'activity.title',
    intro: 'activity.intro',
    entity: 'activity.entity',
    schema: activityEntity,
    resource: {
      list: activityApi.list,
      changeStatus: activityApi.changeStatus,
      remove: activityApi.remove,
    },
    fields: [
      { key: 'activityName', label: 'activity.activityName', search: true, column: { width: 160 } },
      enumField<Activity>('activityType', 'activity.activityType', ACTIVITY_TYPES, 'activity.types', {
        column: { width: 100, render: (r) => <TypeTag type={r.activityType} /> },
      }),
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
      enumField<Activity>('phase', 'activity.phase', PHASES, 'activity.phases', {
        column: { width: 90, render: (r) => <PhaseTag phase={r.phase} /> },
      }),
      {
        key: 'status',
        label: 'activity.status',
        type: 'select',
        options: onOffOptions('activity.enabled', 'activity.disabled'),
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
    perms: { status: ACTIVITY_KEYS.status, delete: ACTIVITY_KEYS.delete },
    status: { label: 'activity.status' },
    rowName: (r) => r.activityName,
    toolbar: <AddActivity onClick={openAdd} />,
    rowActions: [
      { key: 'edit', label: 'crud.edit', perm: ACTIVITY_KEYS.edit, onClick: (row) => openEdit(row) },
      { key: 'detail', label: 'activity.detail', onClick: (row) => openDetail(row) },
    ],
    defaultSort: { field: 'startTime', order: 'desc' },
  });
