import { useMemo, useState } from 'react';
import { CrudPage } from '@/crud/crud-page';
import type { Activity } from '@/domain/activities';
import { activityConfig } from './activity-config';
import { ActivityDrawer } from './activity-drawer';

/** /netBar/addActivity (活动数据): the place's activities on the engine, and the detail drawer. */
export default function ActivityPage() {
  const [open, setOpen] = useState<Activity | null>(null);
  const config = useMemo(() => activityConfig(setOpen), []);
  return (
    <CrudPage config={config} intro="activity.intro">
      <ActivityDrawer activity={open} onClose={() => setOpen(null)} />
    </CrudPage>
  );
}
