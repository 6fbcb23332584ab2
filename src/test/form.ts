import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { buttonIn, errorsOf, rowButton } from './table';

/*
 * The steps a page test takes with an antd form in a dialog or drawer: open it from the list's 新增 or a row's
 * button, wait until it holds the record, change a field. Buttons are found by their text, as in table.ts.
 */

/** The user-event user a test drives, as `userEvent.setup()` answers it. */
export type User = ReturnType<typeof userEvent.setup>;

/** The list's 新增 button (antd spaces its two characters). */
export const addButton = (): HTMLButtonElement => screen.getByText(/^新\s*增$/).closest('button')!;

/**
 * Click 新增 and answer the dialog (or drawer) it opens.
 * @example const dialog = await openAdd(user);
 */
export async function openAdd(user: User): Promise<HTMLElement> {
  await user.click(addButton());
  return screen.findByRole('dialog');
}

/**
 * Click the `label` button (编辑 by default) in the table row that shows `row`, and answer the dialog (or
 * drawer) it opens.
 * @example const dialog = await openRowDialog(user, '标准大床房');
 */
export async function openRowDialog(user: User, row: string, label = '编辑'): Promise<HTMLElement> {
  await user.click(rowButton(row, label));
  return screen.findByRole('dialog');
}

/**
 * The field labelled `label` inside `scope`, once it shows `value`: an edit form has loaded the record. Answers
 * the field.
 * @example const base = await fieldShowing(dialog, '门市价', '168.00');
 */
export async function fieldShowing(scope: HTMLElement, label: string, value: string): Promise<HTMLElement> {
  const field = within(scope).getByLabelText(label);
  await waitFor(() => expect(field).toHaveValue(value));
  return field;
}

/**
 * Click `dialog`'s 保存 and wait until each field named in `errors` shows that one message: a refused save.
 * @example await saveRefused(user, dialog, { 模板名称: '输入不可以为空', 使用场景: '请选择使用场景' });
 */
export async function saveRefused(
  user: User,
  dialog: HTMLElement,
  errors: Record<string, string>,
): Promise<void> {
  await user.click(buttonIn(dialog, '保存'));
  await waitFor(() => {
    for (const [label, message] of Object.entries(errors)) expect(errorsOf(dialog, label)).toEqual([message]);
  });
}

/**
 * Click the `label` button of the table row that shows `row`, then 确定 in the confirmation that shows `prompt`.
 * @example await confirmRowAction(user, 'PC-801-1', '解除绑定', '确认解除电脑「PC-801-1」与房间 801 的绑定？');
 */
export async function confirmRowAction(
  user: User,
  row: string,
  label: string,
  prompt: string | RegExp,
): Promise<void> {
  await user.click(rowButton(row, label));
  const [confirm] = await screen.findAllByText(prompt);
  await user.click(buttonIn(confirm!.closest('.ant-modal') as HTMLElement, '确定'));
}

/**
 * Click 删除 in the table row that shows `row` and confirm it (是否确认永久删除…「row」); what the server
 * answered is the test's to check.
 * @example await deleteRow(user, '财务');
 */
export async function deleteRow(user: User, row: string): Promise<void> {
  const name = row.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await confirmRowAction(user, row, '删除', new RegExp(`是否确认永久删除\\S*「${name}」`));
}

/**
 * Delete the row of `name` through its confirmation, then see 删除成功, the row gone from the list and, given
 * `stored` (finds the row in the place's table by name), from the table.
 * @example await deleteAndSeeGone(user, '圣诞跨年夜', promotion);
 */
export async function deleteAndSeeGone(user: User, name: string, stored?: (name: string) => unknown) {
  await deleteRow(user, name);
  await screen.findByText('删除成功');
  if (stored) expect(stored(name)).toBeUndefined();
  await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
}

/** Clear a field and type `text` into it, as an operator replaces a value. */
export async function retype(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

/**
 * Put each of `refusals`' values into `field` in turn and wait until `scope` shows that value's message, as a
 * test walks one field through the values its rule refuses.
 * @example await expectRefusals(user, qty, card, [['0', '请输入大于0的整数'], ['1.5', '请输入大于0的整数']]);
 */
export async function expectRefusals(
  user: User,
  field: HTMLElement,
  scope: HTMLElement,
  refusals: Array<[value: string, message: string]>,
): Promise<void> {
  for (const [value, message] of refusals) {
    await retype(user, field, value);
    await within(scope).findByText(message);
  }
}
