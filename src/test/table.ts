import { screen, within } from '@testing-library/react';

/*
 * Finding things in antd tables and forms under jsdom. Rows and their buttons are found by text inside the
 * rows: a role query with a name computes the style of every ancestor of every candidate, which takes seconds
 * in a large antd table.
 */

/** A button label as antd renders it: two Chinese characters get a space (保 存). */
export const spaced = (name: string): RegExp => new RegExp(`^${name.split('').join('\\s*')}$`);

/** The table row that shows `text` in one of its elements. */
export function rowOf(text: string): HTMLElement {
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText(text) !== null);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** A row's action button by its label. */
export const rowButton = (text: string, label: string): HTMLButtonElement =>
  within(rowOf(text)).getByText(label).closest('button')!;

/** A button inside `scope` by its label, without a role query. */
export const buttonIn = (scope: HTMLElement, label: string): HTMLButtonElement =>
  within(scope).getByText(spaced(label)).closest('button')!;

/**
 * Each of `texts` shows inside `scope` (a row, a dialog, `document.body`), found as `getByText` finds it.
 * @example expectTexts(rowOf('标准大床房'), '¥168.00', '¥201.60', '周五、周六');
 */
export function expectTexts(scope: HTMLElement, ...texts: Array<string | RegExp>): void {
  for (const text of texts) expect(within(scope).getByText(text)).toBeInTheDocument();
}

/** The error messages an antd form shows inside `scope` (a form, a dialog, one form item). */
export const errorsIn = (scope: HTMLElement): Array<string | null> =>
  Array.from(scope.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

/** The error messages shown under the form field with this label inside `scope`. */
export const errorsOf = (scope: HTMLElement, label: string): Array<string | null> =>
  errorsIn(within(scope).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement);
