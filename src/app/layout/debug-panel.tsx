import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAccess } from '@/access/access-store';
import { useSession } from '@/session/session-store';

/** The settings drawer's debug switch: route, place and permission count, for support calls. */
export function DebugPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  const place = useSession((s) => s.place);
  const flags = useAccess((s) => s.flags);
  return (
    <aside
      aria-label={t('shell.debug')}
      style={{
        position: 'fixed',
        insetInlineEnd: 12,
        insetBlockEnd: 40,
        zIndex: 1000,
        padding: '6px 10px',
        fontSize: 12,
        fontFamily: 'monospace',
        background: 'rgba(0,0,0,0.75)',
        color: '#fff',
        borderRadius: 6,
      }}
    >
      <div>
        {t('shell.debugRoute')}: {location.pathname + location.search}
      </div>
      <div>
        {t('shell.debugPlace')}: {place?.id} · {place?.placeType}
      </div>
      <div>
        {t('shell.debugFlags')}: {Object.keys(flags).length}
      </div>
    </aside>
  );
}
