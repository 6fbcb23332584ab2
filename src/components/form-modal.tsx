import { useEffect, type ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';
import type { useFormSave } from '@/hooks/use-form-save';
import { SaveModal } from '@/components/save-modal';

export interface FormModalProps<V> extends Pick<FormProps<V>, 'initialValues'> {
  form: FormInstance<V>;
  /** the form's save (useFormSave): 保存 spins while it runs, an edit after a refusal lets the next one go */
  save: ReturnType<typeof useFormSave<V>>;
  /** sends the checked values (once, however often 保存 is clicked) */
  onSave: (values: V) => Promise<void>;
  onCancel: () => void;
  title: ReactNode;
  width: number;
  /** what the form is about: a new one clears the form and a refusal before it */
  row?: object;
  /** shown above the form (what it changes, a warning) */
  header?: ReactNode;
  /** after the save's own: what an edit does besides */
  onValuesChange?: (changed: Partial<V>) => void;
  children: ReactNode;
}

/**
 * A dialog of a form of its own (outside the CRUD engine), saved by useFormSave: a vertical form under an
 * optional header, 保存 / 取消, and a click on the mask does not close it (what was typed would be lost).
 * @example <FormModal form={form} save={save} onSave={send} title={t('points.adjustTitle')} width={480} onCancel={onClose}>…</FormModal>
 */
export function FormModal<V>({
  form,
  save,
  onSave,
  onCancel,
  title,
  width,
  row,
  header,
  initialValues,
  onValuesChange,
  children,
}: FormModalProps<V>) {
  const { reset } = save;
  useEffect(() => {
    if (!row) return;
    form.resetFields();
    reset();
  }, [row, form, reset]);

  return (
    <SaveModal
      open
      title={title}
      onCancel={onCancel}
      onOk={() => void save.run(onSave)}
      pending={save.pending}
      mask={{ closable: false }}
      width={width}
    >
      {header}
      <Form<V>
        form={form}
        layout="vertical"
        autoComplete="off"
        initialValues={initialValues}
        onValuesChange={(changed: Partial<V>) => {
          save.onValuesChange();
          onValuesChange?.(changed);
        }}
      >
        {children}
      </Form>
    </SaveModal>
  );
}
