import { useEffect, useState } from 'react';
import { Button, Dropdown, Empty, Pagination, Tag } from 'antd';
import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { businessPlace } from '@/api/services/business-place';
import { ui } from '@/components/feedback-ui';
import { switchPlace } from '@/session/flows';
import { useSession, type Place } from '@/session/session-store';
import lists from '@/components/lists.module.css';
import styles from './place-switcher.module.css';

/** §9: the place list pages at 10. */
export const PLACE_PAGE_SIZE = 10;
const TYPE_KEY = { 0: 'place.type0', 2: 'place.type2', 3: 'place.type3', 50: 'place.type50' } as const;

/** §2 top bar: the place switcher, 10 per page, a pager above 10. */
export function PlaceSwitcher({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useSession((s) => s.place);
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const places = useQuery({ queryKey: ['places', 'own'], queryFn: businessPlace.ownList, enabled: open });
  const all = places.data ?? [];
  const shown = all.slice((page - 1) * PLACE_PAGE_SIZE, page * PLACE_PAGE_SIZE);
  // the list element once the popup has drawn it (the popup mounts after `open` turns true)
  const [ul, setUl] = useState<HTMLUListElement | null>(null);

  // opened from the keyboard too: the focus goes into the list (the current place, else the first), so Tab and
  // the arrow keys move through the places; Esc closes and the focus returns to the trigger (antd's Dropdown).
  // The arrows are read by a native listener: the dropdown's popup does not pass key events on to React.
  useEffect(() => {
    if (!open || !ul || shown.length === 0) return;
    const items = () => [...ul.querySelectorAll<HTMLButtonElement>('button')];
    (ul.querySelector<HTMLButtonElement>('button[aria-current="true"]') ?? items()[0])?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      const all = items();
      const at = all.indexOf(document.activeElement as HTMLButtonElement);
      all[(at + (e.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length]?.focus();
      e.preventDefault();
    };
    ul.addEventListener('keydown', onKey);
    return () => ul.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening and page, not per render
  }, [open, ul, page, shown.length > 0]);

  async function choose(place: Place) {
    if (place.id === current?.id) return setOpen(false);
    setBusy(place.id);
    try {
      const to = await switchPlace(place, location.pathname, location.pathname + location.search);
      setOpen(false);
      ui.success(t('shell.switchedPlace', { name: place.placeName }));
      navigate(to, { replace: true });
    } catch {
      // the request layer has shown why; the current place stays
    } finally {
      setBusy(null);
    }
  }

  const panel = (
    <div className={styles.panel} role="dialog" aria-label={t('shell.switchPlace')}>
      {all.length === 0 && !places.isLoading ? (
        <Empty description={t('place.none')} />
      ) : (
        <ul className={lists.scrolled} ref={setUl}>
          {shown.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className={p.id === current?.id ? `${styles.item} ${styles.current}` : styles.item}
                aria-current={p.id === current?.id}
                disabled={busy !== null}
                onClick={() => void choose(p)}
              >
                <span className={styles.name}>{p.placeName}</span>
                <Tag variant="filled">{t(TYPE_KEY[p.placeType])}</Tag>
                {busy === p.id && (
                  <span className={styles.busy}>{t('shell.switchingPlace', { name: '' })}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {all.length > PLACE_PAGE_SIZE && (
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={PLACE_PAGE_SIZE}
          total={all.length}
          onChange={setPage}
          className={styles.pager}
        />
      )}
    </div>
  );

  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} popupRender={() => panel}>
      <Button
        type="text"
        icon={<EnvironmentOutlined />}
        // the name starts with the place shown on the button (WCAG 2.5.3: what is seen is what voice control says)
        aria-label={
          !compact && current ? t('shell.switchPlaceAt', { name: current.placeName }) : t('shell.switchPlace')
        }
        className={styles.trigger}
      >
        {!compact && <span className={styles.triggerText}>{current?.placeName}</span>}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
