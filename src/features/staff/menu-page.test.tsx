import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { useAccess } from '@/access/access-store';
import { staffMenus } from '@/api/services/staff-menus';
import { MENU_EDIT_PATH } from '@/domain/menu-admin';
import { postsTo } from '@/test/posts';
import { refuseField } from '@/test/refuse';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { buttonIn } from '@/test/table';
import MenuPage from './menu-page';

/*
 * /staff/menu at the demo hotel by its owner: a group lists its direct children (menu/list), a child's name
 * selecting it; a refused save keeps the form as it was typed; the rename is then saved once however often 保存
 * is clicked, and shows in the tree and the sidebar.
 */

const sidebarNames = () =>
  useAccess
    .getState()
    .menus.flatMap((m) => [m, ...(m.children ?? [])])
    .map((m) => m.name);

describe('/staff/menu (menus and resources)', () => {
  it("shows a group's children; keeps a refused save's form, then saves the rename once, in the sidebar too", async () => {
    await signInTo('13800138000', 1001);
    renderPage(<MenuPage />, { path: '/staff/menu' });
    const user = userEvent.setup();
    // a group shows its direct children as menu/list answers them; a child's name selects it
    await user.click(await screen.findByText('房间管理'));
    const section = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('section[aria-label="下级菜单"]');
      if (!found) throw new Error('no 下级菜单');
      return found;
    });
    const link = await within(section).findByText('房间信息');
    const children = await staffMenus.children(1100);
    expect(section.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(children.length);
    const info = children.find((n) => n.menuId === 1103)!;
    const cells = [...link.closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual([
      '房间信息',
      '系统页面',
      String(info.sort),
      '显示',
      String(info.resourceCount),
      '0',
    ]);
    await user.click(link);

    const tree = document.querySelector<HTMLElement>('[role="tree"]')!;
    expect(tree).toHaveAttribute('aria-label', '本场所的菜单');
    await waitFor(() => expect(screen.getByLabelText('菜单名称')).toHaveValue('房间信息'));
    const name = screen.getByLabelText('菜单名称');
    expect(document.querySelector('section[aria-label="下级菜单"]')).toBeNull();
    // the page's keys are listed below the form
    await screen.findByText('room:info:delete');

    await user.clear(name);
    await user.type(name, '客房');
    await user.type(screen.getByLabelText('英文名称'), ' list');
    refuseField(MENU_EDIT_PATH, 'name', '菜单名称已被占用');
    await user.click(buttonIn(document.body, '保存'));
    await screen.findByText('菜单名称已被占用');
    expect(screen.getByLabelText('菜单名称')).toHaveValue('客房');
    expect(screen.getByLabelText('英文名称')).toHaveValue('Rooms list');
    expect(within(tree).getByText('房间信息')).toBeInTheDocument();

    server.resetHandlers();
    const sent = postsTo(MENU_EDIT_PATH);
    // a corrected retry goes at once; a double click saves once
    await user.type(name, '列表');
    await user.dblClick(buttonIn(document.body, '保存'));
    await screen.findByText('更新成功');
    await within(tree).findByText('客房列表');
    expect(sent).toHaveLength(1);
    const saved = (await staffMenus.tree()).find((n) => n.menuId === 1100)!.children;
    expect(saved.find((n) => n.menuId === 1103)).toMatchObject({
      name: '客房列表',
      enName: 'Rooms list',
      defaultName: '房间信息',
    });
    await waitFor(() => expect(sidebarNames()).toContain('客房列表'));
  });
});
