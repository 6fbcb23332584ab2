import { expect, test } from './support/fixtures';
import { CrudPage, word } from './pages/crud-page';
import { LoginPage } from './pages/login-page';
import { aesEncrypt } from '../mocks/contract/wire';

/*
 * Issue 21's story: permissions a manager actually sets. The owner of the demo hotel makes a role that may work
 * on 房间信息 but not delete rooms, gives it to a new staff account bound to the hotel, and that person — in a
 * browser of their own — sees exactly that menu, no delete button, and a forged delete refused; disabled by the
 * owner, they are signed out and cannot sign in again.
 */
const HOTEL = '云栖电竞酒店(西湖店)';
const PHONE = '13712345678';

test('a role made on the roles page decides what a new staff account sees and may do; disabled, it cannot sign in', async ({
  page,
  browser,
  signedIn,
}, testInfo) => {
  const c = await signedIn('13800138000', { place: HOTEL, path: '/staff/role' });
  const crud = new CrudPage(page);
  await crud.shows('角色管理');

  // the role: 房间信息 with every action but 删除
  await crud.button('新增').first().click();
  const roleForm = crud.form();
  await roleForm.getByLabel('角色名称').fill('查房员');
  await crud.choose(roleForm, '适用场所', HOTEL);
  await roleForm.getByLabel('角色名称').click(); // closes the places' drop-down
  await crud.save();
  await crud.toast('新增成功');
  await crud
    .row('查房员')
    .getByRole('button', { name: word('分配权限') })
    .click();
  const rights = page.getByRole('dialog').filter({ hasText: '分配权限：查房员' });
  const node = (title: string) =>
    rights.locator('.ant-tree-treenode').filter({ has: page.getByText(title, { exact: true }) });
  await expect(rights.getByText('已选 0 项权限')).toBeVisible();
  await node('房间信息').locator('.ant-tree-checkbox').click();
  await node('房间信息').locator('.ant-tree-switcher').click();
  await node('room:info:delete').locator('.ant-tree-checkbox').click();
  await expect(rights.getByText('已选 5 项权限')).toBeVisible();
  await expect(node('房间信息').locator('.ant-tree-checkbox')).toHaveClass(/indeterminate/);
  await rights.getByRole('button', { name: word('保存') }).click();
  await crud.toast('授权成功');

  // the account: a new phone bound to the hotel with that role; its temporary password shown once
  await c.openMenu('员工管理', '员工账号');
  await crud.shows('员工账号');
  await crud.button('新增员工账号').click();
  const accountForm = crud.form();
  await accountForm.getByLabel('手机号').fill(PHONE);
  await accountForm.getByLabel('姓名').fill('赵敏');
  await expect(accountForm.getByText('该手机号还没有账号，保存后将新建账号并生成临时密码')).toBeVisible();
  await crud.choose(accountForm, '所属场所', HOTEL);
  await accountForm.getByLabel('姓名').click();
  await crud.choose(accountForm, '角色', '查房员');
  await accountForm.getByLabel('姓名').click();
  await crud.save();
  const created = page.getByRole('dialog').filter({ hasText: '员工账号已创建' });
  const password = (await created.getByTestId('temp-password').textContent())!.trim();
  expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8}$/);
  await created.getByRole('button', { name: word('我已记下') }).click();
  await expect(crud.row('赵敏')).toBeVisible();

  // the staff member, in a browser of their own, signs in with it
  const own = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
  const staff = await own.newPage();
  const login = new LoginPage(staff);
  await login.open();
  await login.signIn(PHONE, password);
  await expect(staff.getByRole('navigation', { name: '已打开的页面' })).toBeVisible();
  // exactly the role's page, and the pages everyone has
  const menu = staff.locator('.ant-layout-sider');
  await staff.getByRole('menuitem', { name: /(^|\s)房间管理$/ }).click();
  await expect(staff.getByRole('menuitem', { name: /(^|\s)房间信息$/ })).toBeVisible();
  for (const absent of ['楼栋楼层', '房型管理', '订单管理', '商品管理', '员工管理', '交班管理'])
    await expect(menu.getByText(absent, { exact: true })).toHaveCount(0);
  await staff.getByRole('menuitem', { name: /(^|\s)房间信息$/ }).click();
  const rooms = new CrudPage(staff);
  await rooms.shows('房间信息');
  const firstRow = rooms.root.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow.getByRole('button', { name: word('编辑') })).toBeVisible();
  await expect(rooms.root.getByRole('button', { name: word('删除') })).toHaveCount(0);

  // a delete forged past the page, with the session's own token and the wire's encryption, is refused
  const token = (await own.cookies()).find((k) => k.name === 'merchant-token')!.value;
  const forged = await staff.request.post('/business-merchant/businessRoom/delete', {
    headers: { Authorization: `Bearer ${token}`, index: '1001', source: aesEncrypt('merchant') },
    data: { param: aesEncrypt(JSON.stringify({ id: 1, placeId: 1001 })) },
  });
  expect(await forged.json()).toMatchObject({ code: 403, msg: '没有该操作的权限' });

  // the owner disables the account: its sessions end, and it cannot sign in again
  await crud
    .row('赵敏')
    .getByRole('button', { name: word('禁用') })
    .click();
  await page
    .locator('.ant-modal-confirm')
    .filter({ hasText: '确定禁用「赵敏」吗？' })
    .getByRole('button', { name: word('禁用') })
    .click();
  await expect(crud.row('赵敏').getByRole('button', { name: word('启用') })).toBeVisible();
  await staff.reload();
  await expect(staff).toHaveURL(/\/login/);
  await login.signIn(PHONE, password);
  // the session's end was said by a toast on the way to /login, which may still be up
  await expect(login.refusal).toHaveText('账号已被禁用，请联系管理员');
  await own.close();
});
