import { useEffect, type ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';
import { ui } from '@/components/feedback-ui';
import { useFormSave } from '@/hooks/use-form-save';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { SaveModal } from '@/components/save-modal';

export interface FormModalProps<V> extends Pick<FormProps<V>, 'initialValues'> {
  form: FormInstance<V>;
  /** the names of the form's fields: the server's message about one of them is put on it (useFormSave) */
  fields: readonly string[];
  /** sends the checked values (once, however often 保存 is clicked); resolves with the message to show, if any */
  onSave: (values: V) => Promise<string | void>;
  /** the place's lists the change moves: read again once it is saved */
  refresh: readonly string[];
  /** closes the dialog: 取消, or once saved */
  onClose: () => void;
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
 * optional header, 保存 / 取消 (保存 spins while it runs, an edit after a refusal lets the next one go), and a
 * click on the mask does not close it (what was typed would be lost). Once saved: the message, the lists read
 * again, the dialog closed.
 * @example <FormModal form={form} fields={['num']} onSave={send} refresh={['goods']} title={…} width={480} onClose={onClose}>…</FormModal>
 */
export function FormModal<V>({
  form,
  fields,
  onSave,
  refresh,
  onClose,
  title,
  width,
  row,
  header,
  initialValues,
  onValuesChange,
  children,
}: FormModalProps<V>) {
  const save = useFormSave(form, { fields });
  const refreshLists = useRefreshLists(refresh);
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
      onCancel={onClose}
      onOk={() =>
        void save.run(async (values) => {
          const msg = await onSave(values);
          if (msg) ui.success(msg);
          refreshLists();
          onClose();
        })
      }
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
