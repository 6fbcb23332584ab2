import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { deleteAndSeeGone, deleteRow, openAdd, retype } from '@/test/form';
import { openRoute } from '@/test/open-page';
import { buttonIn, rowOf } from '@/test/table';

/* /staff/position against the seeded place 1001: five positions, every one addressed by the fire-drill notice. */
describe('/staff/position (positions)', () => {
  it('lists the positions in their order with their notices, and keeps one notices are addressed to', async () => {
    const { user } = await openRoute('/staff/position', '财务');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(names).toEqual(['店长', '前台', '客房', '财务', '保洁']);
    // 保洁 (the fifth, sort 5) receives two of the place's three notices
    expect(within(rowOf('保洁')).getByText('2')).toBeInTheDocument();

    await deleteRow(user, '财务');
    await screen.findByText('该岗位还有公告发送，请先修改公告的接收岗位');
    expect(rowOf('财务')).toBeInTheDocument();
  });

  it('adds a position, refuses its name twice, keeps the typing across a reload, and deletes it', async () => {
    const first = await openRoute('/staff/position', '财务');
    const { user } = first;
    let dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('岗位名称'), '前台');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('岗位名称已存在');
    await retype(user, within(dialog).getByLabelText('岗位名称'), '夜班经理');
    await user.type(within(dialog).getByLabelText('备注'), '22:00-8:00');

    // a reload: the page offers the unsaved form back, and 恢复 reopens it with what was typed (issue 17.3)
    first.unmount();
    renderApp('/staff/position');
    const notice = await screen.findByText(/有一份未保存的「新增岗位」（\d\d:\d\d），是否恢复？/);
    await user.click(
      within(notice.closest('.ant-alert') as HTMLElement).getByRole('button', { name: '恢 复' }),
    );
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('夜班经理');
    expect(within(dialog).getByLabelText('备注')).toHaveValue('22:00-8:00');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    await screen.findByText('夜班经理');

    await deleteAndSeeGone(user, '夜班经理');
    // saved: no draft is left to offer
    expect(screen.queryByText(/未保存的「新增岗位」/)).not.toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((k) => k.includes('-draft-'))).toEqual([]);
  });
});
