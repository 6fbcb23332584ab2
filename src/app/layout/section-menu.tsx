import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuNode } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import styles from './top-bar.module.css';
import { prefetchPage } from '../prefetch';

/**
 * Which items of a row show, given the width of each, the room there is and the width of the 更多 button: as many
 * as fit in their order, the active one always among them (it takes the place of the last one that fits), the
 * rest behind 更多. Pure, so the rule is tested without a layout.
 * @example fitItems([100, 100, 100, 100], 330, 60, 3) // [0, 3]: two fit beside 更多, and the active one replaces the second
 */
export function fitItems(widths: number[], room: number, moreWidth: number, active: number): number[] {
  const all = widths.map((_, i) => i);
  const total = widths.reduce((s, w) => s + w, 0);
  if (total <= room) return all;
  const shown: number[] = [];
  let used = moreWidth;
  for (const i of all) {
    if (used + widths[i]! > room) break;
    shown.push(i);
    used += widths[i]!;
  }
  if (active < 0 || shown.includes(active)) return shown;
  // the active item must show: drop items from the end until it fits in their place
  while (shown.length > 0 && used + widths[active]! > room) used -= widths[shown.pop()!]!;
  return used + widths[active]! <= room ? [...shown, active].sort((a, b) => a - b) : shown;
}

const GAP = 4;

/**
 * The second-level pages of the current section as buttons in the top bar (issue 17): the row fits its room at
 * every width. What does not fit goes into a 更多 menu, the current page is always shown, and the widths are
 * measured from a hidden copy of the row, so a language or a menu change is measured again.
 */
export function SectionMenu({ items, active }: { items: MenuNode[]; active: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const box = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  // the paths shown in the bar (null: all): paths, not positions, so that a menu that changes (a module bought)
  // never leaves a position pointing past its items before the next fit
  const [shown, setShown] = useState<string[] | null>(null);
  const activeIndex = items.findIndex((m) => m.path === active);

  useLayoutEffect(() => {
    const nav = box.current;
    const ruler = measure.current;
    if (!nav || !ruler) return;
    const fit = () => {
      const buttons = [...ruler.children] as HTMLElement[];
      const widths = buttons.slice(0, items.length).map((b) => b.offsetWidth + GAP);
      const more = (buttons[items.length]?.offsetWidth ?? 0) + GAP;
      const picked = fitItems(widths, nav.clientWidth, more, activeIndex);
      const next = picked.length === items.length ? null : picked.map((i) => items[i]!.path);
      setShown((prev) => (String(prev) === String(next) ? prev : next));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [items, activeIndex, i18n.language]);

  const inBar = (m: MenuNode) => shown === null || shown.includes(m.path);
  const hidden = items.filter((m) => !inBar(m));
  const button = (m: MenuNode) => (
    <Button
      key={m.menuId}
      size="small"
      type={m.path === active ? 'primary' : 'text'}
      aria-current={m.path === active ? 'page' : undefined}
      onClick={() => navigate(m.path)}
      onMouseEnter={() => prefetchPage(m.path)}
      onFocus={() => prefetchPage(m.path)}
    >
      {menuLabel(m, i18n.language)}
    </Button>
  );
  return (
    <nav ref={box} className={styles.section} aria-label={t('shell.sectionPages')}>
      {items.filter(inBar).map(button)}
      {hidden.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: hidden.map((m) => ({ key: m.path, label: menuLabel(m, i18n.language) })),
            onClick: ({ key }) => navigate(key),
          }}
        >
          <Button size="small" type="text" aria-label={t('shell.sectionMore', { count: hidden.length })}>
            {t('shell.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {/* the ruler: every button at its natural width, out of sight and out of the accessibility tree */}
      <div ref={measure} className={styles.sectionRuler} aria-hidden>
        {items.map((m) => (
          <Button key={m.menuId} size="small" type="text" tabIndex={-1}>
            {menuLabel(m, i18n.language)}
          </Button>
        ))}
        <Button size="small" type="text" tabIndex={-1}>
          {t('shell.more')} <DownOutlined />
        </Button>
      </div>
    </nav>
  );
}
