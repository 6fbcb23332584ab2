import { Alert, Button } from 'antd';
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
