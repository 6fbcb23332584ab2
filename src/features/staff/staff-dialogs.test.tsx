import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { employeeResource, positionSelectOptions, receiveNoticeList } from '@/api/services/staff-employees';
import { EMPLOYEE_BASE, POSITION_BASE, type Position } from '@/domain/staff';
import { postsTo } from '@/test/posts';
import { refuseField } from '@/test/refuse';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { spaced } from '@/test/table';
import { ReceiveNoticeModal } from './receive-notice-modal';
import { ResignModal } from './resign-modal';

/*
 * The two dialogs the staff pages add to the CRUD engine, on their own against the mock at the demo hotel: each
 * saves once however often 保存 is clicked, and a refusal keeps it open with what was entered.
 */

const employees = async () => (await employeeResource.list({ page: 1, size: 100 })).records;

describe('the staff dialogs', () => {
  it('接收通知: ticks what the position receives, refuses without closing, saves the set once', async () => {
    await signInTo('13800138000', 1001);
    const option = (await positionSelectOptions()).find((o) => o.label === '前台')!;
    const desk = { id: Number(option.value), positionName: '前台' } as Position;
    const sent = postsTo('setReceiveNotice');
    const onClose = vi.fn();
    renderPage(<ReceiveNoticeModal row={desk} onClose={onClose} refresh={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    const box = async (name: string) => within(dialog).findByRole('checkbox', { name: new RegExp(name) });
    expect(within(dialog).getByText('「前台」接收的通知')).toBeInTheDocument();
    expect(await box('新订单')).toBeChecked();
    expect(await box('设备报警')).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /呼叫网管/ })).toBeNull();

    await user.click(await box('设备报警'));
    await user.click(await box('退房提醒'));
    refuseField(`${POSITION_BASE}/setReceiveNotice`, 'noticeTypes', '通知类型不正确');
    const save = within(dialog).getByRole('button', { name: spaced('保存') });
    await user.click(save);
    await screen.findByText('通知类型不正确');
    expect(onClose).not.toHaveBeenCalled();
    expect(await box('设备报警')).toBeChecked();
    expect(await box('退房提醒')).not.toBeChecked();

    server.resetHandlers();
    await user.dblClick(save);
    await screen.findByText('更新成功');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    const kinds = await receiveNoticeList(desk.id);
    expect(kinds.filter((k) => k.receive === 1).map((k) => k.noticeName)).toEqual([
      '新订单',
      '交班提醒',
      '设备报警',
      '系统公告',
    ]);
  });

  it('离职: the server’s refusal lands on its field and keeps the dialog; one resign however often it is clicked', async () => {
    await signInTo('13800138000', 1001);
    const someone = (await employees()).find((e) => e.status === 1 && e.positionName === '保洁')!;
    const sent = postsTo(`${EMPLOYEE_BASE}/resign`);
    const onClose = vi.fn();
    renderPage(<ResignModal row={someone} onClose={onClose} refresh={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`办理离职：${someone.employeeName}`)).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: spaced('保存') });
    // the reason is required, by the declaration
    await user.click(save);
    await within(dialog).findByText('请输入离职原因');
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('离职原因'), '回老家发展');
    refuseField(`${EMPLOYEE_BASE}/resign`, 'resignDate', '离职日期不能晚于今天');
    await user.click(save);
    await within(dialog).findByText('离职日期不能晚于今天');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('离职原因')).toHaveValue('回老家发展');

    server.resetHandlers();
    await user.type(within(dialog).getByLabelText('离职原因'), '。');
    await user.dblClick(save);
    await screen.findByText('离职成功');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(2);
    const after = (await employees()).find((e) => e.id === someone.id)!;
    expect(after).toMatchObject({ status: 0, resignReason: '回老家发展。' });
  });
});
