import { useCallback, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { ui } from '@/components/feedback-ui';
import { useSubmitGuard } from './use-submit-guard';

/**
 * The save of a form of its own (outside the CRUD engine): the fields are checked first; the call runs once
 * however often it is clicked (§9); a refusal keeps the form open with its values, puts the server's field
 * messages on those fields (`fields`: the names the form has; default any the server names) and shows any other
 * message as an error; once the user edits a refused form, the next save goes at once (a corrected retry is not
 * a double click: pass `onValuesChange` to the Form).
 * @example
 * const save = useFormSave(form);
 * <Form form={form} onValuesChange={save.onValuesChange} />
 * <Button loading={save.pending} onClick={() => save.run(async (v) => { await api.add(v); onClose(); })} />
 */
export function useFormSave<V>(form: FormInstance<V>, { fields }: { fields?: readonly string[] } = {}) {
  const { t } = useTranslation();
  const guard = useSubmitGuard();
  const refused = useRef(false);
  const { reset, run: guarded } = guard;

  const run = useCallback(
    async (send: (values: V) => Promise<void>) => {
      let values: V;
      try {
        values = await form.validateFields();
      } catch {
        return; // antd shows the messages on the fields
      }
      await guarded(async () => {
        try {
          await send(values);
        } catch (e) {
          refused.current = true;
          const onFields = Object.entries(fieldErrorsOf(e) ?? {}).filter(
            ([k]) => !fields || fields.includes(k),
          );
          if (onFields.length > 0) {
            form.setFields(onFields.map(([name, msg]) => ({ name: name as never, errors: [msg] })));
          } else ui.error(isApiError(e) ? e.message : t('errors.network'));
        }
      });
    },
    [form, guarded, fields, t],
  );

  const onValuesChange = useCallback(() => {
    if (refused.current) {
      refused.current = false;
      reset();
    }
  }, [reset]);

  return { run, pending: guard.pending, reset, onValuesChange };
}
