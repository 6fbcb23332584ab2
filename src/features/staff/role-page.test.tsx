import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb } from '@mocks/node';
import { enterPlace } from '@/session/flows';
import { session } from '@/session/session-store';
import { renderApp } from '@/test/render-app';
import { signInTo } from '@/test/sign-in';
import { rowButton, spaced } from '@/test/table';

/** A node of the rights tree by its title, and its checkbox. */
const treeNode = (dialog: HTMLElement, title: string) =>
  within(dialog).getAllByText(title)[0]!.closest('.ant-tree-treenode') as HTMLElement;
const checkboxOf = (node: HTMLElement) => node.querySelector('.ant-tree-checkbox') as HTMLElement;

/* /staff/role against the seeded owner: one role, 前台接待, held by 王磊 at 1001. */
describe('/staff/role (a role’s rights)', () => {
  it('shows a page half-checked, gives an action with its view key, and saves the set once', async () => {
    await signInTo('13800138000', 1001);
    renderApp('/staff/role');
    const user = userEvent.setup();
    await screen.findByText('前台接待');
    await user.click(rowButton('前台接待', '分配权限'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('王磊');
    // staff may do all but delete on 楼栋楼层: the page is half-checked, its 删除 not
    const buildings = treeNode(dialog, '楼栋楼层');
    expect(checkboxOf(buildings)).toHaveClass('ant-tree-checkbox-indeterminate');
    // owner-only pages are not offered
    expect(within(dialog).queryByText('角色管理')).not.toBeInTheDocument();

    // clear the whole page, then tick its 删除 alone: 查看 comes with it
    await user.click(checkboxOf(buildings));
    await user.click(checkboxOf(buildings));
    expect(checkboxOf(buildings)).not.toHaveClass('ant-tree-checkbox-checked');
    await user.click(buildings.querySelector('.ant-tree-switcher')!);
    const del = treeNode(dialog, 'room:building:delete');
    await user.click(checkboxOf(del));
    expect(checkboxOf(treeNode(dialog, 'room:building:list'))).toHaveClass('ant-tree-checkbox-checked');

    const save = within(dialog).getByRole('button', { name: spaced('保存') });
    await user.dblClick(save);
    await screen.findByText('授权成功');
    const role = mockDb()
      .table('businessRole')
      .find((r) => r.roleName === '前台接待')!;
    expect(role.perms).toEqual(expect.arrayContaining(['room:building:list', 'room:building:delete']));
    expect(role.perms).not.toContain('room:building:add');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/* A signed-in staff member whose role changes: the server refuses at once, the page follows at the next menu load. */
describe('a role changed while its staff member works', () => {
  it('refuses the write with 没有该操作的权限, keeps the form, and drops the button at the next menu load', async () => {
    await signInTo('13800138002', 1001);
    const first = renderApp('/roomManage/index');
    const user = userEvent.setup();
    const row = () => screen.getAllByRole('row')[1]!;
    await waitFor(() => expect(within(row()).getByRole('button', { name: spaced('编辑') })).toBeVisible());
    // the owner takes 编辑 of 楼栋楼层 from 前台接待 meanwhile
    const role = mockDb()
      .table('businessRole')
      .find((r) => r.roleName === '前台接待')!;
    role.perms = (role.perms as string[]).filter((k) => k !== 'room:building:edit');

    await user.click(within(row()).getByRole('button', { name: spaced('编辑') }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('楼栋名称');
    const typed = `${(name as HTMLInputElement).value}东`;
    await user.clear(name);
    await user.type(name, typed);
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await screen.findByText('没有该操作的权限');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText('楼栋名称')).toHaveValue(typed);

    // the next menu load (entering the place again, as a place switch or a reload does) hands out the keys as
    // they are now
    first.unmount();
    await act(() => enterPlace(session.get().place!));
    renderApp('/roomManage/index');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(row()).queryByRole('button', { name: spaced('编辑') })).not.toBeInTheDocument();
  });
});
