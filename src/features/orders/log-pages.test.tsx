import { screen, waitFor, within } from '@testing-library/react';
import { openSignedIn } from '@/test/open-page';
import { buttonIn, rowOf } from '@/test/table';
import { LoginLogPage, OperationLogPage } from './log-pages';

describe('/info/loginLog and /info/operationLog', () => {
  it('lists the sign-in just made and clears the log after asking', async () => {
    const { user } = await openSignedIn(<LoginLogPage />, '/info/loginLog', { first: '账号密码' });
    expect(within(rowOf('账号密码')).getByText('成功')).toBeInTheDocument();
    await user.click(buttonIn(document.body, '清空'));
    const ask = await screen.findByText('确定清空你的全部登录日志吗？清空后无法恢复。');
    const modal = ask.closest('.ant-modal') as HTMLElement;
    await user.click(within(modal).getByRole('button', { name: /清\s*空/ }));
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('账号密码')).toBeNull());
  });

  it('names the module and action of a write made at the place', async () => {
    const { user } = await openSignedIn(<OperationLogPage />, '/info/operationLog');
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
    await user.click(document.querySelector('[aria-label="reload"]')!.closest('button')!);
    // the reload's list call may take a while on a busy worker (it failed once at the default 1 s in CI run 44)
    const row = (await screen.findByText('南楼', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('楼栋')).toBeInTheDocument();
    expect(within(row).getByText('新增')).toBeInTheDocument();
    expect(within(row).getByText('新增成功')).toBeInTheDocument();
  });
});
