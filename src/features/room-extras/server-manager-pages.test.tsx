import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { rowOf, spaced } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import { roomManagerConfig } from './roomManage.manager.crud';
import { serverConfig } from './roomManage.server.crud';
import { openRoute } from '@/test/open-page';

/* /roomManage/server and /roomManage/manager against the seeded place 1001. */
const addButton = () => screen.getByText(/^新\s*增$/).closest('button')!;

describe('/roomManage/server (gateways)', () => {
  it('shows the seeded gateways with their type and address', async () => {
    await openRoute('/roomManage/server', '192.168.1.20');
    const row = rowOf('192.168.1.21');
    // name and type
    expect(within(row).getAllByText('取电网关')).toHaveLength(2);
    expect(within(row).getByText('8091')).toBeInTheDocument();
  });

  it('checks the IP address on the form', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<CrudPage config={serverConfig} />, { path: '/roomManage/server' });
    const user = userEvent.setup();
    await screen.findByText('192.168.1.20');
    await user.click(addButton());
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('服务器名称'), '读卡器');
    await user.type(within(dialog).getByLabelText('IP地址'), '192.168.1.300');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await within(dialog).findByText('请输入正确的IP地址');
  });
});

describe('/roomManage/manager (room managers)', () => {
  it('shows the seeded managers; a taken mobile shows under 手机号 and the form keeps its values', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<CrudPage config={roomManagerConfig} />, { path: '/roomManage/manager' });
    const user = userEvent.setup();
    await screen.findByText('周丽华');
    expect(within(rowOf('周丽华')).getByText('13957112601')).toBeInTheDocument();
    await user.click(addButton());
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('姓名'), '刘芳');
    await user.type(within(dialog).getByLabelText('手机号'), '13957112602');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await within(dialog).findByText('该手机号已存在');
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('刘芳');
  });
});
