import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { menuAction } from '@/access/menu-action';
import type { MenuNode } from '@/access/menu';
import { merchantUser } from '@/api/services/merchant-user';

/** Choose a menu leaf (§2): route, embedded frame, new window, or the ERP login link from the server. */
export function useMenuNavigation() {
  const navigate = useNavigate();
  return useCallback(
    async (menu: Pick<MenuNode, 'path' | 'external' | 'target'>) => {
      const action = menuAction(menu);
      if (action.kind === 'route') navigate(action.to);
      else if (action.kind === 'window') window.open(action.url, '_blank', 'noopener,noreferrer');
      else {
        // the server message is shown by the request layer when there is no link
        const { url } = await merchantUser.erpLogin();
        window.open(url, '_blank', 'noopener,noreferrer');
      }
    },
    [navigate],
  );
}
