import {
  cloneElement,
  isValidElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button, Col, Drawer, Form, Modal, Row as GridRow, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/feedback-ui';
import { useUnsavedChanges } from '@/hooks/page-tag';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { kindOf, rulesOf } from './field-kinds';
import { errorMessage, formFields, rowToForm, type AnyConfig, type SaveResult } from './use-crud';
import type { FieldDef } from './types';
import { keepPickerEnter } from './form-keys';

type AnyField = FieldDef<never>;
type Row = { id: number } & Record<string, unknown>;

export interface CrudFormProps {
  config: AnyConfig;
  open: boolean;
  /** the row being edited; null = add */
  editing: Row | null;
  /** add: the row the form starts from (复制) */
  copyOf?: Row | null;
  onClose: () => void;
  save: (values: Record<string, unknown>, editing: Row | null) => Promise<SaveResult & { msg?: string }>;
}

/**
 * The one add/edit form of an entity, in a modal (or a drawer for long forms). Validation comes from the
 * field definitions; server field errors land on their fields; a failed save keeps the form open with its
 * values; the submit ignores repeated clicks for 2 s; closing a changed form asks first.
 */
export function CrudForm({ config, open, editing, copyOf = null, onClose, save }: CrudFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [dirty, setDirty] = useState(false);
  const guard = useSubmitGuard();
  const mode = editing ? 'edit' : 'add';
  const fields = useMemo(() => formFields(config.fields, mode), [config.fields, mode]);
  const columns = config.form?.columns ?? (fields.length > 6 ? 2 : 1);
  useUnsavedChanges(open && dirty);

  const resetGuard = guard.reset;
  const refused = useRef(false);
  useEffect(() => {
    if (!open) return;
    resetGuard();
    form.resetFields();
    form.setFieldsValue(editing ? rowToForm(config, editing) : rowToForm(config, copyOf, true));
    setDirty(false);
  }, [open, editing, copyOf, config, form, resetGuard]);

  const title = t(editing ? 'crud.editTitle' : 'crud.addTitle', { title: t(config.entity ?? config.title) });

  async function submit() {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the messages on the fields
    }
    // getFieldsValue(true) keeps fields a dependent input unmounted (validateFields drops them)
    const all = { ...form.getFieldsValue(true), ...values } as Record<string, unknown>;
    await guard.run(async () => {
      const result = await save(all, editing);
      if (result.ok) {
        setDirty(false);
        ui.success(result.msg ?? t(editing ? 'crud.saved' : 'crud.added'));
        onClose();
        return;
      }
      // refused: once the user corrects the form it may be saved again at once (see onValuesChange)
      refused.current = true;
      const onFields = errorsOnFields(fields, result.fields);
      if (onFields.length > 0) {
        form.setFields(onFields.map(([name, msg]) => ({ name, errors: [msg] })));
        form.scrollToField(onFields[0]![0]);
      }
      if (onFields.length === 0) ui.error(result.message ?? errorMessage(null, t));
    });
  }

  function close() {
    if (!dirty) return onClose();
    void ui.confirm({
      title: t('crud.discardTitle'),
      content: t('crud.discardConfirm'),
      okText: t('crud.discard'),
      cancelText: t('crud.keepEditing'),
      okButtonProps: { danger: true },
      onOk: () => {
        setDirty(false);
        onClose();
      },
    });
  }

  const body = (
    <Form
      form={form}
      name={`${config.key}-form`}
      layout="vertical"
      onValuesChange={() => {
        setDirty(true);
        if (refused.current) {
          refused.current = false;
          resetGuard();
        }
      }}
      onFinish={() => void submit()}
      // a submit through Enter in a text input goes the same guarded way
      onKeyDown={keepPickerEnter}
      autoComplete="off"
    >
      <GridRow gutter={16}>
        {fields.map((f) => (
          <Col key={f.key} span={columns === 2 && !wide(f) ? 12 : 24}>
            <FieldItem field={f} mode={mode} />
          </Col>
        ))}
      </GridRow>
      {config.form?.preview && (
        <Form.Item noStyle shouldUpdate>
          {(f) =>
            config.form!.preview!({
              values: f.getFieldsValue(true) as Record<string, unknown>,
              t,
              mode,
              row: editing,
            })
          }
        </Form.Item>
      )}
      {/* lets Enter submit from a single-line input */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Form>
  );

  const footer = (
    <Space>
      <Button onClick={close}>{t('crud.cancel')}</Button>
      <Button type="primary" loading={guard.pending} onClick={() => void submit()}>
        {t('crud.save')}
      </Button>
    </Space>
  );

  if (config.form?.kind === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        size={config.form.width ?? 720}
        onClose={close}
        mask={{ closable: false }}
        // not force-rendered: a room type's editor is built when the form opens, not with the list
        destroyOnHidden
        footer={<div style={{ textAlign: 'right' }}>{footer}</div>}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      width={config.form?.width ?? (columns === 2 ? 760 : 520)}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={footer}
    >
      {body}
    </Modal>
  );
}

/**
 * Server field errors (wire keys) → [form field, message] for the fields of a form; a range field takes the
 * errors of its two wire keys (saleStart → saleDate). Keys of no field are left out.
 * @example errorsOnFields(fields, { saleEnd: '结束日期不能早于开始日期' }) // [['saleDate', '结束日期…']]
 */
export function errorsOnFields(
  fields: AnyField[],
  errors: Record<string, string> | null | undefined,
): Array<[string, string]> {
  const fieldOf = new Map<string, string>();
  for (const f of fields) {
    fieldOf.set(f.key, f.key);
    for (const k of f.range ?? []) fieldOf.set(k, f.key);
  }
  const out = new Map<string, string>();
  for (const [k, msg] of Object.entries(errors ?? {})) {
    const key = fieldOf.get(k);
    if (key && !out.has(key)) out.set(key, msg);
  }
  return [...out];
}

const wide = (f: AnyField) =>
  (typeof f.form === 'object' && f.form.wide) ||
  f.type === 'images' ||
  f.type === 'richText' ||
  f.type === 'textarea';

/** One form field: label, rules, hint, and the type's input (with its dependencies re-rendered). */
export function FieldItem({ field, mode }: { field: AnyField; mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const opts = typeof field.form === 'object' ? field.form : {};
  const locked = mode === 'edit' && opts.lockedOnEdit;
  const item = (values: Record<string, unknown>): ReactNode => {
    let input = field.input
      ? field.input({ values, t, mode })
      : kindOf(field).input(field, { values, t, mode });
    if (locked && isValidElement(input))
      input = cloneElement(input as ReactElement<{ disabled?: boolean }>, { disabled: true });
    return (
      <Form.Item
        name={field.key}
        label={t(field.label)}
        required={field.required}
        rules={rulesOf(field, t)}
        dependencies={field.crossCheck ? field.dependsOn : undefined}
        extra={opts.extra ? t(opts.extra) : undefined}
        valuePropName={field.type === 'switch' ? 'checked' : 'value'}
        validateFirst
      >
        {input}
      </Form.Item>
    );
  };
  // a cross check only re-validates; an input that depends on other values (or is shown only for some)
  // re-renders with them
  const { visible } = opts;
  if (!visible && (!field.dependsOn?.length || (field.crossCheck && !field.input && !field.optionsFrom)))
    return item({});
  return (
    <Form.Item noStyle dependencies={field.dependsOn}>
      {(form) => {
        const values = form.getFieldsValue(true) as Record<string, unknown>;
        return !visible || visible(values) ? item(values) : null;
      }}
    </Form.Item>
  );
}
