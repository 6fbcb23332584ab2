import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '@/i18n/console-messages';

const TEXT = {
  403: ['errors.forbiddenTitle', 'errors.forbiddenBody'],
  404: ['errors.notFoundTitle', 'errors.notFoundBody'],
  500: ['errors.serverTitle', 'errors.serverBody'],
} as const;

/** /403, /404 and /500. */
export function StatusPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, body] = TEXT[status];
  return (
    <Result
      status={status}
      title={t(title)}
      subTitle={body ? t(body) : undefined}
      extra={
        <Button type="primary" onClick={() => navigate('/wel/index', { replace: true })}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
