import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb, server } from '@mocks/node';
import { checkPassword } from '@mocks/db';
import { ROLES } from '@mocks/domains/staff/role-tables';
import { staffAccounts } from '@/api/services/staff-accounts';
import { chooseMany } from '@/test/select';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { saveRefused } from '@/test/form';
import { buttonIn, rowOf } from '@/test/table';
import AccountPage from './account-page';

/*
 * /staff/account as the demo owner at 1001 (his one staff member: 王磊, 前台接待): the add dialog looks the phone up,
 * creates a new account whose temporary password shows once, and keeps what was entered when the server refuses;
 * 详情 reads the account afresh; 分配角色 shows the roles by place and saves the ticked ones once.
 */
async function openAdd() {
  await signInTo('13800138000', 1001);
  renderPage(<AccountPage />, { path: '/staff/account' });
  const user = userEvent.setup();
  await screen.findByText('王磊');
  // not a role query: one of those computes the style of every element of the table around it
  await user.click(screen.getByText('新增员工账号').closest('button')!);
  const dialog = (
    await screen.findByText('新增员工账号', { selector: '.ant-modal-title' })
  ).closest<HTMLElement>('.ant-modal')!;
  /** put text into a field as a paste (one input event, not one per key) */
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { user, dialog, fill };
}

describe('/staff/account (staff accounts)', () => {
  it('creates a new account and shows its temporary password once; 详情 shows it as it is now', async () => {
    const { user, dialog, fill } = await openAdd();
    await fill(within(dialog).getByLabelText('手机号'), '13912345678');
    await user.tab();
    await within(dialog).findByText('该手机号还没有账号，保存后将新建账号并生成临时密码');
    await fill(within(dialog).getByLabelText('姓名'), '赵敏');
    await chooseMany(user, dialog, '所属场所', ['云栖电竞酒店(西湖店)']);
    await user.click(buttonIn(dialog, '保存'));

    const shown = await screen.findByText('员工账号已创建');
    const result = shown.closest('.ant-modal') as HTMLElement;
    expect(within(result).getByText('「赵敏」的临时密码')).toBeInTheDocument();
    const password = within(result).getByTestId('temp-password').textContent!;
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8}$/);
    expect(checkPassword(mockDb().userByPhone('13912345678')!, password)).toBe(true);
    expect(buttonIn(result, '复制')).toBeInTheDocument();

    await user.click(buttonIn(result, '我已记下'));
    await waitFor(() => expect(screen.queryByText(password)).not.toBeInTheDocument());
    const row = await waitFor(() => rowOf('赵敏'));
    expect(within(row).getByText('13912345678')).toBeInTheDocument();
    expect(within(row).getByText('云栖电竞酒店(西湖店)')).toBeInTheDocument();

    // 详情 reads the account afresh (getUserInfo): made customer service since the list was read
    await staffAccounts.customerService(mockDb().userByPhone('13912345678')!.id, 1);
    await user.click(within(row).getByText('详情'));
    const drawer = (await screen.findByText('员工详情：赵敏')).closest<HTMLElement>('.ant-drawer')!;
    await within(drawer).findByText('13912345678');
    const item = (label: string) =>
      within(drawer).getByText(label).closest('tr')!.querySelector('.ant-descriptions-item-content')!
        .textContent;
    expect(item('客服')).toBe('是');
    expect(item('状态')).toBe('启用');
    expect(item('最近登录')).toBe('从未登录');
    expect(item('场所与角色')).toBe('云栖电竞酒店(西湖店)未分配');
  });

  it('names an existing account, and keeps the dialog with its values when the save is refused', async () => {
    const { user, dialog, fill } = await openAdd();
    const phone = within(dialog).getByLabelText('手机号');
    const name = within(dialog).getByLabelText('姓名');
    // 陈思远 has an account: it is added as it is, his name locked
    await fill(phone, '13800138003');
    await user.tab();
    await within(dialog).findByText('已有账号：陈思远，将直接添加该账号，不新建账号');
    expect(name).toHaveValue('陈思远');
    expect(name).toBeDisabled();

    // 王磊 is already staff: the dialog says so, and the server refuses the save on the phone
    await user.clear(phone);
    await fill(phone, '13800138002');
    await user.tab();
    await within(dialog).findByText('王磊 已是您的员工');
    expect(name).toBeEnabled();
    await fill(name, '王磊');
    await chooseMany(user, dialog, '所属场所', ['云栖电竞酒店(滨江店)']);
    await saveRefused(user, dialog, { 手机号: '该手机号已是您的员工「王磊」' });
    expect(dialog).toBeVisible();
    expect(phone).toHaveValue('13800138002');
    expect(name).toHaveValue('王磊');
    expect(within(dialog).getByTitle('云栖电竞酒店(滨江店)')).toBeInTheDocument();
    expect(mockDb().membership(10003, 1002)).toBeUndefined();
  });

  it('分配角色: the roles covering each of the member’s places, ticked as held; saved once, as ticked', async () => {
    await signInTo('13800138000', 1001);
    mockDb().insert(ROLES.role, {
      placeId: null,
      ownerId: 10001,
      roleName: '夜班',
      placeIds: [1001],
      perms: ['room:info:list'],
      remark: '',
      createTime: '2026-11-01 09:00:00',
    });
    renderPage(<AccountPage />, { path: '/staff/account' });
    const user = userEvent.setup();
    await screen.findByText('王磊');
    await user.click(within(rowOf('王磊')).getByText('分配角色').closest('button')!);
    const place = await screen.findByRole('group', { name: '云栖电竞酒店(西湖店)' });
    expect(within(place).getByLabelText('前台接待')).toBeChecked();
    await user.click(within(place).getByLabelText('前台接待'));
    await user.click(within(place).getByLabelText('夜班'));
    const dialog = place.closest<HTMLElement>('.ant-modal')!;
    let sent = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/mgr/setRole')) sent++;
    };
    server.events.on('request:start', count);
    await user.dblClick(buttonIn(dialog, '保存'));
    await waitFor(() => expect(mockDb().membership(10003, 1001)!.roleIds).toEqual([2]));
    await waitFor(() => expect(dialog).not.toBeVisible());
    server.events.removeListener('request:start', count);
    expect(sent).toBe(1);
  });
});
