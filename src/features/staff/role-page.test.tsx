import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb } from '@mocks/node';
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
