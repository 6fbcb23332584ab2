import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';

/**
 * The submit of a form that shows a refusal inline, above its fields (`<FormError error={…} />`), rather than as
 * a toast: the signed-out pages and the profile forms. `run` marks the form busy and clears the last message;
 * a refusal keeps every value typed and shows the server's message (a failed request, the network one).
 * `leaving`: the action navigates away on success, so the button stays busy until the page goes.
 * @example
 * const submit = useInlineSubmit();
 * <Form onFinish={(v) => submit.run(() => api.save(v))} onValuesChange={submit.clearError}>
 *   <FormError error={submit.error} />
 */
export function useInlineSubmit() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<void>, { leaving = false }: { leaving?: boolean } = {}) => {
      setBusy(true);
      setError(null);
      try {
        await action();
        if (!leaving) setBusy(false);
      } catch (e) {
        setError(isApiError(e) ? e.message : t('errors.network'));
        setBusy(false);
      }
    },
    [t],
  );
  const clearError = useCallback(() => setError(null), []);

  return { run, busy, error, setError, clearError };
}
