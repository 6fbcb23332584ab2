import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '@/access/access-store';
import { leafMenus } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';

/** /frame?url=…: a menu item that links to an external address, embedded (§2). Only menu addresses open. */
export default function FramePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const menu = useAccess((s) => leafMenus(s.menus).find((m) => m.external && m.path === url));
  if (!menu)
    return <Result status="warning" title={t('shell.frameTitle')} subTitle={t('shell.frameInvalid')} />;
  return (
    <iframe
      title={menuLabel(menu, i18n.language)}
      src={url}
      style={{ width: '100%', height: 'calc(100% - 4px)', border: 0, background: '#fff' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
