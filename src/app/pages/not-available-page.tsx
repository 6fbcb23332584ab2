import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAccess } from '@/access/access-store';
import { findMenuByPath } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import '@/i18n/console-messages';

/** The honest page for a menu path whose page is not built yet (README status table lists them). */
export default function NotAvailablePage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const menu = useAccess((s) => findMenuByPath(s.menus, pathname));
  const name = menu ? menuLabel(menu, i18n.language) : pathname;
  return (
    <Result
      status="info"
      title={t('home.notAvailableTitle')}
      subTitle={t('home.notAvailableBody', { name })}
    />
  );
}
