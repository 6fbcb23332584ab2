import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuAction } from '@/access/menu-action';
import type { MenuNode } from '@/access/menu';
import { merchantUser } from '@/api/services/merchant-user';
import { ui } from '@/components/feedback-ui';
import { openChecked } from '@/utils/safe-url';

/**
 * Choose a menu leaf (§2): route, embedded frame, new window, or the ERP login link from the server. A window
 * opens only on an address of the console or a trusted host (src/utils/safe-url.ts); any other is refused
 * with a message.
 */
export function useMenuNavigation() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    async (menu: Pick<MenuNode, 'path' | 'external' | 'target'>) => {
      const action = menuAction(menu);
      if (action.kind === 'route') {
        navigate(action.to);
        return;
      }
      let url: string;
      try {
        url = action.kind === 'window' ? action.url : (await merchantUser.erpLogin()).url;
      } catch {
        // refused (无权限登录进销存系统) or unreachable: the request layer has shown the server's message; nothing
        // more may reach the page as an uncaught error
        return;
      }
      if (!openChecked(url)) ui.error(t('shell.linkRefused'));
    },
    [navigate, t],
  );
}
