import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A part of a page that could not load: the reason and a retry, in place of that part only. */
export function LoadFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('licence.loadFailed')}
      subTitle={error?.message}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
