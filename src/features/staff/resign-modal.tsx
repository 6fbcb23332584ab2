import dayjs, { type Dayjs } from 'dayjs';
import { Alert, DatePicker, Form } from 'antd';
import { TextArea } from '@/components/typed-inputs';
import { useTranslation } from 'react-i18next';
import { resignEmployee } from '@/api/services/staff-employees';
import { FormModal } from '@/components/form-modal';
import { declaredRule } from '@/crud/declared-rule';
import { checkField } from '@/domain/entity';
import { resignEntity, type Employee } from '@/domain/staff';
import { afterToday } from '@/crud/field-presets';
import type { RowDialogProps } from '@/crud/types';

interface Values {
  resignDate?: Dayjs;
  resignReason?: string;
}

const DAY = 'YYYY-MM-DD';
/** the lists a resignation moves (a position's head count) */
const RESIGN_LISTS = ['employees', 'positions'];
const { resignDate: DATE_SPEC, resignReason: REASON_SPEC } = resignEntity.fields;

/**
 * 离职 of one employee (businessPlaceEmployee/resign): the last day (from the hire date up to today) and the
 * reason, checked by the declaration's rules and the server's; saved once however often it is clicked, and a
 * refusal keeps the dialog open with the server's message on its field.
 */
export function ResignModal({ row: employee, onClose }: RowDialogProps<Employee>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  if (!employee) return null;
  const beforeHire = (d: Dayjs) => d.format(DAY) < employee.hireDate;

  const send = (v: Values) =>
    resignEmployee(
      employee.id,
      { resignDate: v.resignDate!.format(DAY), resignReason: v.resignReason?.trim() ?? '' },
      { silent: true },
    );

  return (
    <FormModal
      form={form}
      fields={['resignDate', 'resignReason']}
      onSave={send}
      refresh={RESIGN_LISTS}
      row={employee}
      title={t('staff.resignTitle', { name: employee.employeeName })}
      onClose={onClose}
      width={480}
      header={<Alert type="warning" showIcon title={t('staff.resignHint')} style={{ marginBottom: 16 }} />}
      initialValues={{ resignDate: dayjs() }}
    >
      <Form.Item
        name="resignDate"
        label={t('staff.resignDate')}
        required
        rules={[
          {
            validator: async (_, v: Dayjs | undefined) => {
              const wire = v ? v.format(DAY) : '';
              const problem = checkField(DATE_SPEC, wire);
              if (problem) throw new Error(t(problem.key, problem.params));
              if (wire < employee.hireDate)
                throw new Error(t('staff.resignBeforeHire', { hireDate: employee.hireDate }));
              if (afterToday(v!)) throw new Error(t('staff.resignFuture'));
            },
          },
        ]}
        extra={t('staff.hiredOn', { hireDate: employee.hireDate })}
      >
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => beforeHire(d) || afterToday(d)} />
      </Form.Item>
      <Form.Item
        name="resignReason"
        label={t('staff.resignReason')}
        required
        rules={[declaredRule(t, REASON_SPEC)]}
      >
        <TextArea rows={3} maxLength={REASON_SPEC.maxLength} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
}
