import type { Employee } from '@/domain/staff';
import { RowDialogPage } from '@/components/row-dialog-page';
import { employeeConfig } from './employee-config';
import { ResignModal } from './resign-modal';

/** /staff/employee: the engine's list of employee records, plus the 离职 dialog. */
export default function EmployeePage() {
  return (
    <RowDialogPage<Employee>
      config={employeeConfig}
      dialog={(leaving, close) => <ResignModal employee={leaving} onClose={close} />}
    />
  );
}
