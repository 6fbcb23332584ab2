import dayjs from 'dayjs';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionPerms, defineCrud } from '@/crud/types';
import { createTimeField, entityField, onOffOptions, pastDay, remarkField } from '@/crud/field-presets';
import { EMPLOYEE_ACTIVE, employeeEntity, type Employee, type EmployeeInput } from '@/domain/staff';
import { employeeResource, positionSelectOptions } from '@/api/services/staff-employees';
import { ResignModal } from './resign-modal';

function StatusTag({ employed }: { employed: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={employed ? 'green' : 'default'}>
      {t(employed ? 'staff.statusActive' : 'staff.statusLeft')}
    </Tag>
  );
}

/**
 * /staff/employee: the place's employee records (businessPlaceEmployee, §6): name, mobile, position (from
 * getSelect), hire date, ID number (optional, answered masked: the edit form leaves it blank and sends it only
 * when retyped), status 在职 / 离职 and the resign date and reason. 离职 is a row action of its own
 * (behind staff:employee:resign); a record that has left is frozen (no edit, no delete).
 */
export default defineCrud<Employee, EmployeeInput>({
  key: 'employees',
  schema: employeeEntity,
  resource: employeeResource,
  title: 'staff.employeeTitle',
  entity: 'staff.employeeEntity',
  fields: [
    {
      key: 'employeeName',
      label: 'staff.employeeName',
      search: true,
      column: { fixed: 'left', width: 120 },
      form: true,
    },
    { key: 'phone', label: 'staff.phone', search: true, column: { width: 130 }, form: true, maxLength: 11 },
    entityField(
      'positionId',
      'staff.position',
      { queryKey: 'positions', load: positionSelectOptions },
      (e: Employee) => e.positionName,
      { column: { width: 100 }, exportAs: (e) => e.positionName },
    ),
    {
      key: 'hireDate',
      label: 'staff.hireDate',
      type: 'date',
      column: { sorter: true, width: 120 },
      form: { initial: () => dayjs() },
      // nobody is hired tomorrow on this page
      ...pastDay('staff.hireDateFuture'),
    },
    {
      key: 'idCard',
      label: 'staff.idCard',
      column: { width: 190 },
      form: { extra: 'staff.idCardHint' },
      maxLength: 18,
    },
    {
      key: 'status',
      label: 'staff.status',
      type: 'select',
      options: onOffOptions('staff.statusActive', 'staff.statusLeft'),
      search: true,
      column: { width: 90, render: (e) => <StatusTag employed={e.status === EMPLOYEE_ACTIVE} /> },
      exportAs: (e, t) => t(e.status === EMPLOYEE_ACTIVE ? 'staff.statusActive' : 'staff.statusLeft'),
    },
    { key: 'resignDate', label: 'staff.resignDate', column: { sorter: true, width: 120 } },
    { key: 'resignReason', label: 'staff.resignReason', column: { ellipsis: true, hidden: true } },
    remarkField<Employee>('staff', { hidden: true }),
    createTimeField('staff'),
  ],
  perms: actionPerms('staff:employee'),
  rowName: (e) => e.employeeName,
  rowActions: [
    {
      key: 'resign',
      label: 'staff.resignAction',
      perm: 'staff:employee:resign',
      danger: true,
      visible: (e) => e.status === EMPLOYEE_ACTIVE,
      dialog: ResignModal,
    },
  ],
  // who has left is kept as they left
  locked: (e) => e.status !== EMPLOYEE_ACTIVE,
  form: {
    columns: 2,
    // the list's ID number is masked: the form starts blank and keeps the number on file unless retyped
    toForm: () => ({ idCard: '' }),
    toWire: (values, mode) => (mode === 'edit' && !values.idCard ? { idCard: undefined } : {}),
  },
});
