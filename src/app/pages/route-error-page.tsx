import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { AntdProviders } from '@/components/antd-providers';

/**
 * Shown when a page throws while rendering or a route fails to load: never a blank screen. It replaces the
 * routes' own antd providers, so it brings them.
 */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <AntdProviders>
      <Result
        status="error"
        title={t('errors.crashTitle')}
        subTitle={t('errors.crashBody')}
        extra={[
          <Button key="retry" type="primary" onClick={() => location.reload()}>
            {t('common.retry')}
          </Button>,
          <Button key="home" onClick={() => location.assign('/wel/index')}>
            {t('common.backHome')}
          </Button>,
        ]}
      />
    </AntdProviders>
  );
}
