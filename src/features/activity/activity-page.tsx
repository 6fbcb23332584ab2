import { useMemo, useState } from 'react';
import { CrudPage } from '@/crud/crud-page';
import type { Activity } from '@/domain/activities';
import { activityConfig } from './activity-config';
import { ActivityDrawer } from './activity-drawer';
import { ActivityForm, type ActivityFormTarget } from './activity-form';

let seq = 0;

/**
 * /netBar/addActivity (活动数据): the place's activities on the engine, the add/edit dialog (activity-form.tsx)
 * and the detail drawer.
 */
export default function ActivityPage() {
  const [open, setOpen] = useState<Activity | null>(null);
  const [form, setForm] = useState<ActivityFormTarget | null>(null);
  const config = useMemo(
    () =>
      activityConfig({
        openAdd: () => setForm({ id: null, seq: ++seq }),
        openEdit: (row) => setForm({ id: row.id, seq: ++seq }),
        openDetail: setOpen,
      }),
    [],
  );
  return (
    <CrudPage config={config}>
      <ActivityForm target={form} onClosed={() => setForm(null)} />
      <ActivityDrawer activity={open} onClose={() => setOpen(null)} />
    </CrudPage>
  );
}
