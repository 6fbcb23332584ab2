import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Empty, Input, Modal } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/access/access-store';
import { leafMenus } from '@/access/menu';
import { settingsKeyPrefix } from '@/settings/settings-store';
import { useSession } from '@/session/session-store';
import { buildEntries, loadPinyin, pushRecent, searchMenus, type Pinyin } from './menu-search-match';
import { useMenuNavigation } from './use-menu-navigation';
import styles from './menu-search.module.css';

// kept with the user's settings on this device, so it survives logout like them
const recentKey = (userId: number | undefined) => `${settingsKeyPrefix}${userId ?? 'guest'}-recent-menus`;

function readRecent(userId: number | undefined): string[] {
  try {
    return JSON.parse(localStorage.getItem(recentKey(userId)) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** Ctrl/⌘+K menu search with pinyin; Esc closes. */
export function MenuSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const menus = useAccess((s) => s.menus);
  const userId = useSession((s) => s.user?.id);
  const go = useMenuNavigation();
  const [pinyin, setPinyin] = useState<Pinyin | null>(null);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);

  useEffect(() => {
    if (open && !pinyin) void loadPinyin().then((p) => setPinyin(() => p));
  }, [open, pinyin]);

  const entries = useMemo(
    () => buildEntries(leafMenus(menus), i18n.language, pinyin ?? (() => ({ initials: '', full: '' }))),
    [menus, i18n.language, pinyin],
  );
  const recent = useMemo(() => (open ? readRecent(userId) : []), [open, userId]);
  const found = useMemo(() => searchMenus(entries, query, recent), [entries, query, recent]);
  // the input is a combobox over the list (WAI-ARIA combobox pattern): the focus stays in the input, the arrow
  // keys move the chosen option, which the input names with aria-activedescendant and the list scrolls to
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [cursor, found]);

  // Esc closes it wherever the focus is: a page still loading behind it (opened from here a moment ago) may take
  // the focus out of the dialog as it mounts, and antd's own Esc listens inside the dialog only (issue 17.7)
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      setQuery('');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  function choose(i: number) {
    const entry = found[i];
    if (!entry) return;
    localStorage.setItem(recentKey(userId), JSON.stringify(pushRecent(recent, entry.menu.path)));
    onClose();
    setQuery('');
    void go(entry.menu);
  }

  return (
    <Modal
      open={open}
      onCancel={() => {
        onClose();
        setQuery('');
      }}
      footer={<span className={styles.hint}>{t('shell.searchHint')}</span>}
      closable={false}
      title={null}
      width={560}
      destroyOnHidden
      aria-label={t('shell.search')}
    >
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('shell.searchPlaceholder')}
        aria-label={t('shell.search')}
        role="combobox"
        aria-expanded={found.length > 0}
        aria-controls={found.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={found.length > 0 ? optionId(cursor) : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setCursor(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, found.length - 1));
          else if (e.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
          else if (e.key === 'Enter') choose(cursor);
          // the input is the dialog's one control: Tab keeps the focus in it rather than leaving the dialog
          else if (e.key !== 'Tab') return;
          e.preventDefault();
        }}
      />
      {found.length === 0 ? (
        <Empty description={t('shell.searchEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        // tabIndex -1: the list is driven from the input; Chrome would otherwise make the scrolling list a Tab stop
        <ul
          ref={list}
          id={listId}
          tabIndex={-1}
          className={styles.list}
          role="listbox"
          aria-label={t('shell.search')}
        >
          {found.map((e, i) => (
            <li
              key={e.menu.menuId}
              id={optionId(i)}
              role="option"
              aria-selected={i === cursor}
              className={i === cursor ? `${styles.item} ${styles.active}` : styles.item}
              onMouseEnter={() => setCursor(i)}
              onClick={() => choose(i)}
            >
              <span>{e.label}</span>
              {recent.includes(e.menu.path) && (
                <span className={styles.recent}>{t('shell.searchRecent')}</span>
              )}
              <span className={styles.path}>{e.menu.path}</span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
