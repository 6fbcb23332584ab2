import { within } from '@testing-library/react';
import { openAdd } from '@/test/form';
import { buttonIn, rowOf } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import { roomManagerConfig } from './roomManage.manager.crud';
import { serverConfig } from './roomManage.server.crud';
import { openRoute, openSignedIn } from '@/test/open-page';

/* /roomManage/server and /roomManage/manager against the seeded place 1001. */

describe('/roomManage/server (gateways)', () => {
  it('shows the seeded gateways with their type and address', async () => {
    await openRoute('/roomManage/server', '192.168.1.20');
    const row = rowOf('192.168.1.21');
    // name and type
    expect(within(row).getAllByText('取电网关')).toHaveLength(2);
    expect(within(row).getByText('8091')).toBeInTheDocument();
  });

  it('checks the IP address on the form', async () => {
    const { user } = await openSignedIn(<CrudPage config={serverConfig} />, '/roomManage/server', {
      first: '192.168.1.20',
    });
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('服务器名称'), '读卡器');
    await user.type(within(dialog).getByLabelText('IP地址'), '192.168.1.300');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('请输入正确的IP地址');
  });
});

describe('/roomManage/manager (room managers)', () => {
  it('shows the seeded managers; a taken mobile shows under 手机号 and the form keeps its values', async () => {
    const { user } = await openSignedIn(<CrudPage config={roomManagerConfig} />, '/roomManage/manager', {
      first: '周丽华',
    });
    expect(within(rowOf('周丽华')).getByText('13957112601')).toBeInTheDocument();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('姓名'), '刘芳');
    await user.type(within(dialog).getByLabelText('手机号'), '13957112602');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('该手机号已存在');
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('刘芳');
  });
});
