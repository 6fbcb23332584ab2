import { within } from '@testing-library/react';

/*
 * The handover pages of a hotel (/handOver/detail) and of an internet cafe (/handOver/netbarDetail) share their
 * list and their 交班 dialog: what a test reads there.
 */

/** An amount as a page shows it (¥1,234.50) as a number. */
export const money = (text: string): number => Number(text.replace(/[¥,]/g, ''));

/** The list's cell of a shift's span, '2026-11-26 08:00 至 2026-11-26 16:00'. */
export const spanOf = (s: { startTime: string; endTime: string }): string =>
  `${s.startTime.slice(0, 16)} 至 ${s.endTime.slice(0, 16)}`;

/**
 * Once `counted` is typed as 实点现金 in the 交班 `dialog`: the difference to 应有现金 (what the orders say the drawer
 * holds, read from the dialog) shows as 账实相符, 短款 ¥… or 长款 ¥…, worked out here from the two amounts.
 * @example await user.type(within(dialog).getByLabelText('实点现金'), '100'); await expectCashDifference(dialog, 100);
 */
export async function expectCashDifference(dialog: HTMLElement, counted: number): Promise<void> {
  const expectedCell = await within(dialog).findByText('应有现金');
  const expected = money(expectedCell.closest('th')!.nextElementSibling!.textContent!);
  const diff = Math.round((counted - expected) * 100) / 100;
  const words = diff === 0 ? '账实相符' : `${diff < 0 ? '短款' : '长款'} ¥${Math.abs(diff).toFixed(2)}`;
  expect(within(dialog).getByText(words)).toBeInTheDocument();
}
