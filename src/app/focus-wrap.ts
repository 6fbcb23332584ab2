/**
 * Tab and Shift+Tab go round inside the topmost open modal dialog (issue 16: every dialog traps the focus).
 *
 * antd's Modal and Drawer lock the focus by pulling it back when it lands elsewhere in the page, and give it back
 * to what opened them on close. But Tab on a dialog's last stop is not stopped: the browser moves the focus out of
 * the page (to its own toolbar), and only the next Tab brings it back into the dialog. Measured in Chromium on
 * every dialog kind of the console (e2e/keyboard.server.spec.ts). This closes that gap for all of them at once:
 * on the last stop Tab goes to the first, on the first Shift+Tab goes to the last.
 */

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

/** shown: neither it nor a parent is hidden (works without layout, so the unit test can check it too) */
function shown(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e.hasAttribute('hidden') || e.getAttribute('aria-hidden') === 'true' || e.hasAttribute('inert'))
      return false;
    const style = getComputedStyle(e);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** the stops of Tab inside `root`, in order (a radio group is one stop: its checked radio, or its first) */
export function tabStops(root: HTMLElement): HTMLElement[] {
  const seenGroups = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || !shown(el)) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [
        ...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`),
      ];
      const stop = group.find((r) => r.checked) ?? group[0];
      if (stop !== el || seenGroups.has(el.name)) return false;
      seenGroups.add(el.name);
    }
    return true;
  });
}

/** the open modal dialog on top (antd puts a later dialog's portal after an earlier one's) */
export function topDialog(doc: Document = document): HTMLElement | null {
  const open = [...doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter(shown);
  return open.at(-1) ?? null;
}

/** Installs the wrap on `doc`; returns its removal. */
export function installFocusWrap(doc: Document = document): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const dialog = topDialog(doc);
    if (!dialog) return;
    const stops = tabStops(dialog);
    if (stops.length === 0) return;
    const active = doc.activeElement;
    const first = stops[0]!;
    const last = stops.at(-1)!;
    const outside = !active || !dialog.contains(active);
    const target = e.shiftKey
      ? outside || active === first || active === dialog
        ? last
        : null
      : outside || active === last
        ? first
        : null;
    if (!target) return;
    e.preventDefault();
    target.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
