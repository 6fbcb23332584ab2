import { useEffect, type ReactNode } from 'react';
import { Alert, type ModalProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { ui } from '@/components/feedback-ui';
import { QueryBody } from '@/components/query-body';
import { SaveModal } from '@/components/save-modal';
import { useSubmitGuard } from '@/hooks/use-submit-guard';

export interface QuerySaveModalProps<T> extends Omit<
  ModalProps,
  'onOk' | 'okText' | 'cancelText' | 'okButtonProps' | 'children'
> {
  /** what the dialog edits, loaded when it opens */
  query: UseQueryResult<T>;
  /** a hint above the content */
  hint?: ReactNode;
  skeletonRows?: number;
  /** sends the change (once, however often 保存 is clicked); resolves with the server's message */
  save: () => Promise<string>;
  /** after the server took the change: refresh, close */
  onSaved: () => void;
  children: (data: T) => ReactNode;
}

/**
 * A dialog that loads what it edits, then saves it once: the load's failure with a retry, or a skeleton, until the
 * data is in (保存 disabled until then); 保存 sends once however often it is clicked; the server's message as a
 * toast, and a refusal keeps the dialog and what was chosen (a corrected retry is not a double click).
 * @example <QuerySaveModal open={!!p} title={…} query={kinds} save={() => setReceiveNotice(…)} onSaved={onClose} onCancel={onClose}>{(data) => …}</QuerySaveModal>
 */
export function QuerySaveModal<T>({
  query,
  hint,
  skeletonRows = 4,
  save,
  onSaved,
  children,
  ...modal
}: QuerySaveModalProps<T>) {
  const { t } = useTranslation();
  const guard = useSubmitGuard();
  const { reset } = guard;
  useEffect(() => {
    if (modal.open) reset();
  }, [modal.open, reset]);

  const submit = () =>
    guard.run(async () => {
      try {
        ui.success(await save());
        onSaved();
      } catch (e) {
        ui.error(isApiError(e) ? e.message : t('errors.network'));
        reset();
      }
    });

  return (
    <SaveModal
      mask={{ closable: false }}
      destroyOnHidden
      {...modal}
      onOk={() => void submit()}
      pending={guard.pending}
      saveDisabled={!query.data}
    >
      {hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 16 }} />}
      <QueryBody query={query} rows={skeletonRows}>
        {children}
      </QueryBody>
    </SaveModal>
  );
}
