import { useMemo, useState } from 'react';
import type { Employee } from '@/domain/staff';
import { CrudPage } from '@/crud/crud-page';
import { employeeConfig } from './employee-config';
import { ResignModal } from './resign-modal';

/** /staff/employee: the engine's list of employee records, plus the 离职 dialog. */
export default function EmployeePage() {
  const [leaving, setLeaving] = useState<Employee | null>(null);
  const config = useMemo(() => employeeConfig(setLeaving), []);
  return (
    <CrudPage config={config}>
      <ResignModal employee={leaving} onClose={() => setLeaving(null)} />
    </CrudPage>
  );
}
