import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '@/access/access-store';
import { leafMenus } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import { checkUrl } from '@/utils/safe-url';

/** What a framed page may do: scripts and its own forms and pop-ups, never the console's origin. */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * /frame?url=…: a menu item that links to an external address, embedded (§2). Only menu addresses open, and
 * only of this console or a trusted host (src/utils/safe-url.ts). A trusted host keeps its own origin (its
 * cookies and storage); a page of the console's own origin never does, as it could then read the console's
 * storage and tokens through the sandbox.
 */
export default function FramePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const menu = useAccess((s) => leafMenus(s.menus).find((m) => m.external && m.path === url));
  const checked = menu ? checkUrl(url) : null;
  if (!menu || !checked)
    return (
      <Result
        status="warning"
        title={t('shell.frameTitle')}
        subTitle={t(menu ? 'shell.linkRefused' : 'shell.frameInvalid')}
      />
    );
  return (
    <iframe
      title={menuLabel(menu, i18n.language)}
      src={checked.href}
      style={{ width: '100%', height: 'calc(100% - 4px)', border: 0, background: '#fff' }}
      sandbox={checked.trust === 'trusted' ? `${SANDBOX} allow-same-origin` : SANDBOX}
      referrerPolicy="no-referrer"
    />
  );
}
