import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { expectTexts, rowOf, spaced } from '@/test/table';
import LockPage from './lock-page';
import { openRouteRow } from '@/test/open-page';

/* /roomManage/lock against the seeded place 1001: a lock per room, brand 科裕, its supplier account. */
const PATH = '/roomManage/lock';

describe('/roomManage/lock (door locks)', () => {
  it('shows the owner the locks with room, brand and battery, and the supplier account read-only', async () => {
    const row = await openRouteRow(PATH, 'XH201', 300);
    expectTexts(row, '201', '科裕', '删除');
    await screen.findByText('门锁厂商配置');
    expect(screen.getByText('****b7a0')).toBeInTheDocument();
    expect(screen.getByText('https://open.keyu-lock.cn/api')).toBeInTheDocument();
  });

  it('refuses a lock number with spaces on the form', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<LockPage />, { path: PATH });
    const user = userEvent.setup();
    await screen.findByText('XH201');
    await user.click(screen.getByText(/^新\s*增$/).closest('button')!);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('门锁编号'), 'XH 1');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await within(dialog).findByText('请输入1-20位字母、数字或横线');
  });

  it('gives staff no delete', async () => {
    await signInTo('13800138002', 1001);
    renderPage(<LockPage />, { path: PATH });
    await screen.findByText('XH201');
    expect(within(rowOf('XH201')).queryByText('删除')).not.toBeInTheDocument();
    expect(within(rowOf('XH201')).getByText('编辑')).toBeInTheDocument();
  });
});
