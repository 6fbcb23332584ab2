import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Something that could not load: a warning with the reason and a retry (重试), in place of what would have
 * shown. `title` is a locale key (default crud.loadFailed); `primary` makes the retry the page's main button
 * (a list that shows nothing else).
 * @example <LoadFailed title="board.loadFailed" reason={query.error.message} onRetry={() => void query.refetch()} />
 */
export function LoadFailed({
  title = 'crud.loadFailed',
  reason,
  onRetry,
  primary,
}: {
  title?: string;
  reason: ReactNode;
  onRetry: () => void;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t(title)}
      subTitle={reason}
      extra={
        <Button type={primary ? 'primary' : undefined} onClick={onRetry}>
          {t('crud.retry')}
        </Button>
      }
    />
  );
}
