import { screen, within } from '@testing-library/react';
import { openAdd } from '@/test/form';
import { buttonIn, expectTexts, rowOf } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import lockConfig from './roomManage.lock.crud';
import { openRouteRow, openSignedIn } from '@/test/open-page';

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
    const { user } = await openSignedIn(<CrudPage config={lockConfig} />, PATH, { first: 'XH201' });
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('门锁编号'), 'XH 1');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('请输入1-20位字母、数字或横线');
  });

  it('gives staff no delete', async () => {
    await openSignedIn(<CrudPage config={lockConfig} />, PATH, { account: '13800138002', first: 'XH201' });
    expect(within(rowOf('XH201')).queryByText('删除')).not.toBeInTheDocument();
    expect(within(rowOf('XH201')).getByText('编辑')).toBeInTheDocument();
  });
});
