import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/feedback-ui';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { errorMessage, type SaveResult } from './use-crud';
import type { AnyField } from './types';

type Values = Record<string, unknown>;

export interface FormSubmitOptions {
  form: FormInstance<Values>;
  /** the form's fields: a server error on one of their wire keys lands on it */
  fields: AnyField[];
  /** sends the values (see `saveResult`) */
  save: (values: Values) => Promise<SaveResult>;
  /** locale key of the success toast when the server says nothing */
  savedText: string;
  /** after the success toast: close the form, refetch … */
  onSaved: () => void | Promise<unknown>;
  /** where a refusal that names no field shows (default a toast); 'inline' keeps it in `error` */
  errors?: 'toast' | 'inline';
}

/**
 * The one submit of the engine's forms, the list's add/edit form and the settings forms alike: check the
 * fields (antd shows the messages), send every value (a field a dependent input unmounted included) once
 * within the double-click window, then show the server's message, or put its field errors on their fields
 * (scrolled to) and keep what was typed. `changed()` on every edit frees the guard (a corrected retry is not
 * a double click) and clears an inline error.
 *
 * @example const submit = useFormSubmit({ form, fields, save, savedText: 'crud.saved', onSaved: onClose });
 * <Form onValuesChange={submit.changed} onFinish={() => void submit.submit()} />
 */
export function useFormSubmit({
  form,
  fields,
  save,
  savedText,
  onSaved,
  errors = 'toast',
}: FormSubmitOptions) {
  const { t } = useTranslation();
  const guard = useSubmitGuard();
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the messages on the fields
    }
    // getFieldsValue(true) keeps fields a dependent input unmounted (validateFields drops them)
    const all = { ...form.getFieldsValue(true), ...values } as Values;
    await guard.run(async () => {
      setError(null);
      const result = await save(all);
      if (result.ok) {
        ui.success(result.msg || t(savedText));
        await onSaved();
        return;
      }
      const onFields = errorsOnFields(fields, result.fields);
      if (onFields.length > 0) {
        form.setFields(onFields.map(([name, msg]) => ({ name, errors: [msg] })));
        form.scrollToField(onFields[0]![0]);
        return;
      }
      const message = result.message ?? errorMessage(null, t);
      if (errors === 'inline') setError(message);
      else ui.error(message);
    });
  }

  const { reset } = guard;
  const changed = useCallback(() => {
    reset();
    setError(null);
  }, [reset]);

  return { submit, pending: guard.pending, error, changed };
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
