import { waitFor, within } from '@testing-library/react';
import type { User } from './form';

/** Whether an antd Select drop-down is open and takes clicks (one that is closing refuses the pointer). */
const isOpen = (dropdown: Element | null) =>
  !!dropdown?.isConnected &&
  !dropdown.classList.contains('ant-select-dropdown-hidden') &&
  (dropdown as HTMLElement).style.pointerEvents !== 'none';

/** The options of the antd Select drop-down that is open. */
export const openOptions = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option')).filter(
    (o) => isOpen(o.closest('.ant-select-dropdown')),
  );

/** The labels (titles) of the open drop-down's options. */
export const optionLabels = () => openOptions().map((o) => o.getAttribute('title'));

/**
 * Open an antd Select (by its label inside `scope`) and pick the option with this label, as an operator does.
 * `typed` narrows a long (virtual) list by typing into the select first, as with 300 rooms.
 * @example await choose(user, screen.getByRole('dialog'), '楼栋', '主楼');
 * @example await choose(user, dialog, '房间', '801', { typed: '801' });
 */
export async function choose(
  user: User,
  scope: HTMLElement,
  label: string,
  option: string,
  { typed }: { typed?: string } = {},
) {
  const select = within(scope).getByLabelText(label);
  if (typed === undefined) await user.click(select);
  else await user.type(select, typed);
  const item = await waitFor(() => {
    const hit = openOptions().find((o) => o.getAttribute('title') === option);
    if (!hit) throw new Error(`no option ${option} under ${label}`);
    return hit;
  });
  // its own drop-down closes (another select's, closing or kept by antd, is not this one's business)
  const dropdown = item.closest('.ant-select-dropdown');
  await user.click(item);
  await waitFor(() => expect(isOpen(dropdown)).toBe(false));
}

/**
 * Pick several options of a multiple select (by its label inside `scope`), then close its drop-down by a click
 * beside it. Not with Escape: in jsdom that key also reaches an antd dialog around the select, which then asks
 * 放弃修改 (in Chromium the open drop-down keeps it, checked by hand 2026-11-26).
 */
export async function chooseMany(user: User, scope: HTMLElement, label: string, options: string[]) {
  await user.click(within(scope).getByLabelText(label));
  let dropdown: Element | null = null;
  for (const option of options) {
    const item = await waitFor(() => {
      const hit = openOptions().find((o) => o.getAttribute('title') === option);
      if (!hit) throw new Error(`no option ${option}`);
      return hit;
    });
    dropdown = item.closest('.ant-select-dropdown');
    await user.click(item);
  }
  await user.click(scope);
  // what is typed next goes to the next field, not to a drop-down still closing
  await waitFor(() => expect(isOpen(dropdown)).toBe(false));
}
