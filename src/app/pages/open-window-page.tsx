import { useEffect } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { targetUrl } from '@/access/menu-action';

/**
 * A route with a target (§2): open its `url` parameter in a new window and go back. Only an address of the
 * console or of a trusted host opens (targetUrl); any other is named as text, never as a link.
 */
export default function OpenWindowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = targetUrl(`?${params.toString()}`);
  useEffect(() => {
    if (!url) return;
    window.open(url, '_blank', 'noopener,noreferrer');
    navigate(-1);
  }, [url, navigate]);
  return (
    <Result
      status={url ? 'info' : 'warning'}
      title={t('shell.frameTitle')}
      subTitle={
        url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        ) : (
          t('shell.linkRefused')
        )
      }
    />
  );
}
