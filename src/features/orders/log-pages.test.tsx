import { screen, waitFor, within } from '@testing-library/react';
import { openSignedIn } from '@/test/open-page';
import { buttonIn, rowOf } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import loginLogConfig from './info.loginLog.crud';
import operationLogConfig from './info.operationLog.crud';

describe('/info/loginLog and /info/operationLog', () => {
  it('lists the sign-in just made and clears the log after asking', async () => {
    const { user } = await openSignedIn(<CrudPage config={loginLogConfig} />, '/info/loginLog', {
      first: '账号密码',
    });
    expect(within(rowOf('账号密码')).getByText('成功')).toBeInTheDocument();
    await user.click(buttonIn(document.body, '清空'));
    const ask = await screen.findByText('确定清空你的全部登录日志吗？清空后无法恢复。');
    const modal = ask.closest('.ant-modal') as HTMLElement;
    await user.click(within(modal).getByRole('button', { name: /清\s*空/ }));
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('账号密码')).toBeNull());
  });

  it('names the module and action of a write made at the place', async () => {
    const { user } = await openSignedIn(<CrudPage config={operationLogConfig} />, '/info/operationLog');
    await screen.findAllByText('暂无数据');
    // a write through the mock, as another console would make it
    const { as } = await import('@mocks/test-kit');
    const c = await as('13800138000', 1001);
    const added = await c.post('/business-merchant/businessBuilding/add', {
      buildingName: '南楼',
      floorStart: 1,
      floorEnd: 6,
    });
    expect(added.body.code).toBe(200);
    // 刷新 spins, and takes no click, while the first list call is out: one sent before the write would not have it
    // (a click then was lost once, in CI run 44)
    const reload = document.querySelector('[aria-label="reload"]')!.closest('button')!;
    await waitFor(() => expect(reload).not.toHaveClass('ant-btn-loading'));
    await user.click(reload);
    const row = (await screen.findByText('南楼')).closest('tr')!;
    expect(within(row).getByText('楼栋')).toBeInTheDocument();
    expect(within(row).getByText('新增')).toBeInTheDocument();
    expect(within(row).getByText('新增成功')).toBeInTheDocument();
  });
});
