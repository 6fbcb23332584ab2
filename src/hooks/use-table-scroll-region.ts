import { useContext, useEffect, type RefObject } from 'react';
import { ConfigProvider } from 'antd';

/**
 * A wide antd Table scrolls sideways in a box of its own; a keyboard can scroll that box only from something
 * focusable inside it, and a list of plain text (a price history) has nothing (axe: scrollable-region-focusable,
 * WCAG 2.1.1). While the box scrolls, this makes it a Tab stop named after the list (a region the arrow keys
 * scroll); when the whole table fits it is left alone, no extra Tab stop.
 * @example const box = useRef<HTMLDivElement>(null); useTableScrollRegion(box, t(config.title)); <div ref={box}><Table … /></div>
 */
export function useTableScrollRegion(box: RefObject<HTMLElement | null>, label: string): void {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const table = getPrefixCls('table');
  // after every render: the rows, the columns and so the width change with the list
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => {
      for (const el of root.querySelectorAll<HTMLElement>(`.${table}-content, .${table}-body`)) {
        if (el.scrollWidth > el.clientWidth + 1) {
          el.tabIndex = 0;
          el.setAttribute('role', 'region');
          el.setAttribute('aria-label', label);
        } else if (el.getAttribute('role') === 'region') {
          el.removeAttribute('tabindex');
          el.removeAttribute('role');
          el.removeAttribute('aria-label');
        }
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    return () => observer.disconnect();
  });
}
