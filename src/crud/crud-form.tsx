import {
  cloneElement,
  isValidElement,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Alert, Col, Drawer, Form, Modal, Row as GridRow } from 'antd';
import { useTranslation } from 'react-i18next';
import { drafts } from '@/hooks/drafts';
import { useUnsavedChanges } from '@/hooks/page-tag';
import { kindOf, rulesOf } from './field-kinds';
import { confirmDiscard, FormFooter } from './form-dialog';
import { useFormSubmit } from './form-submit';
import { formFields, rowToForm, type AnyConfig, type Row, type SaveResult } from './use-crud';
import type { CrudController, CrudDraft } from './use-crud-controller';
import type { AnyField } from './types';
import { keepPickerEnter } from './form-keys';

export { errorsOnFields } from './form-submit';

export interface CrudFormProps {
  config: AnyConfig;
  open: boolean;
  /** the row being edited; null = add */
  editing: Row | null;
  /** add: the row the form starts from (复制) */
  copyOf?: Row | null;
  onClose: () => void;
  save: (values: Record<string, unknown>, editing: Row | null) => Promise<SaveResult>;
  /** where the form keeps its unsaved input as it is typed (hooks/drafts.ts); none: not kept */
  draftKey?: string;
  /** values put back over the row's when it opens (a draft restored after a reload) */
  restore?: Record<string, unknown> | null;
}

/** The add/edit form of a controller (`useCrudController`), opened by its add, edit and copy actions. */
export function CrudFormHost({ crud }: { crud: CrudController }) {
  const { form } = crud;
  return (
    <CrudForm
      config={crud.config}
      open={form.open}
      editing={form.editing}
      copyOf={form.copyOf}
      onClose={form.close}
      save={form.save}
      draftKey={form.draftKey}
      restore={form.restore}
    />
  );
}

/**
 * The one add/edit form of an entity, in a modal (or a drawer for long forms). Validation comes from the
 * field definitions; the save is the engine's one submit flow (form-submit.ts): server field errors land on
 * their fields, a failed save keeps the form open with its values, repeated clicks within 2 s are ignored;
 * closing a changed form asks first (unless `form.askBeforeClose` is false).
 */
export function CrudForm({
  config,
  open,
  editing,
  copyOf = null,
  onClose,
  save,
  draftKey,
  restore = null,
}: CrudFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [dirty, setDirty] = useState(false);
  const mode = editing ? 'edit' : 'add';
  const fields = useMemo(() => formFields(config.fields, mode), [config.fields, mode]);
  const columns = config.form?.columns ?? (fields.length > 6 ? 2 : 1);
  useUnsavedChanges(open && dirty);
  const submit = useFormSubmit({
    form,
    fields,
    save: (values) => save(values, editing),
    savedText: editing ? 'crud.saved' : 'crud.added',
    onSaved: () => {
      setDirty(false);
      if (draftKey) drafts.clear(draftKey);
      onClose();
    },
    errors: config.form?.errors,
  });

  const { changed } = submit;
  useEffect(() => {
    if (!open) return;
    changed();
    form.resetFields();
    form.setFieldsValue(editing ? rowToForm(config, editing) : rowToForm(config, copyOf, true));
    if (restore) form.setFieldsValue(restore);
    setDirty(!!restore);
  }, [open, editing, copyOf, restore, config, form, changed]);

  // the unsaved input, kept as it is typed so that a reload loses nothing; gone on save and on cancel
  const keep = () => {
    if (!draftKey) return;
    const draft: CrudDraft = {
      mode,
      id: editing?.id ?? null,
      values: form.getFieldsValue(true),
      at: Date.now(),
    };
    drafts.write(draftKey, draft);
  };
  const leave = () => {
    if (draftKey) drafts.clear(draftKey);
    onClose();
  };

  const title = t(editing ? 'crud.editTitle' : 'crud.addTitle', { title: t(config.entity ?? config.title) });

  function close() {
    if (!dirty || config.form?.askBeforeClose === false) return leave();
    confirmDiscard(t, () => {
      setDirty(false);
      leave();
    });
  }

  const body = (
    <Form
      form={form}
      name={`${config.key}-form`}
      layout="vertical"
      onValuesChange={() => {
        setDirty(true);
        changed();
        keep();
      }}
      onFinish={() => void submit.submit()}
      // a submit through Enter in a text input goes the same guarded way
      onKeyDown={keepPickerEnter}
      autoComplete="off"
    >
      {submit.error && (
        <Alert type="error" showIcon title={submit.error} role="alert" style={{ marginBottom: 16 }} />
      )}
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

  const footer = <FormFooter onCancel={close} submit={submit} />;

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
        label={opts.label === false ? undefined : t(field.label)}
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
