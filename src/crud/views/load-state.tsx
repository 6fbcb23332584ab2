import { Alert, Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../use-crud';
import type { CrudController } from '../use-crud-controller';
import { LoadFailed } from '@/components/load-failed';

/** A list that could not load at all: why, and a retry. */
export function CrudLoadFailed({ crud }: { crud: CrudController }) {
  const { t } = useTranslation();
  const { query } = crud;
  return <LoadFailed reason={errorMessage(query.error, t)} onRetry={() => void query.refetch()} primary />;
}

/** A refresh that failed over rows already shown: they stay, with this warning and a retry above them. */
export function CrudStaleWarning({ crud }: { crud: CrudController }) {
  const { t } = useTranslation();
  const { query } = crud;
  if (!query.isError) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('crud.loadFailedStale')}
      description={errorMessage(query.error, t)}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          {t('crud.retry')}
        </Button>
      }
    />
  );
}

/**
 * A form a reload interrupted (its draft, kept as it was typed): say so above the list and offer to reopen it
 * with what was typed, or to discard it.
 */
export function CrudDraftNotice({ crud }: { crud: CrudController }) {
  const { t } = useTranslation();
  const { draft, config } = crud;
  if (!draft) return null;
  const what = t(draft.mode === 'edit' ? 'crud.editTitle' : 'crud.addTitle', {
    title: t(config.entity ?? config.title),
  });
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 12 }}
      title={t('crud.draftFound', { what, time: dayjs(draft.at).format('HH:mm') })}
      action={
        <Space>
          <Button size="small" type="primary" onClick={crud.restoreDraft}>
            {t('crud.draftRestore')}
          </Button>
          <Button size="small" onClick={crud.discardDraft}>
            {t('crud.draftDiscard')}
          </Button>
        </Space>
      }
    />
  );
}
