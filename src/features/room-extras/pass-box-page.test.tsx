import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { ROOM_EXTRA_TABLES } from '@mocks/seed';
import { choose } from '@/test/select';
import { confirmRowAction } from '@/test/form';
import { buttonIn, expectTexts, rowButton, rowOf, spaced } from '@/test/table';
import PassBoxPage from './pass-box-page';
import { openRouteRow, openSignedIn, OWNER } from '@/test/open-page';

/* /roomManage/passBox against 1001: six boxes (201, 202 and 801 bound), five box users. */
const PATH = '/roomManage/passBox';
const boxCoded = (code: string) =>
  getDb()
    .table(ROOM_EXTRA_TABLES.passBox)
    .find((b) => b.boxCode === code)!;
const roomId = (roomNo: string) =>
  getDb()
    .table('businessRoom')
    .find((r) => r.placeId === 1001 && r.roomNo === roomNo)!.id;

const open = (account = OWNER, path = PATH, first = 'PB-0001') =>
  openSignedIn(<PassBoxPage />, path, { account, first });

describe('/roomManage/passBox (key-card boxes)', () => {
  it('shows the owner the boxes with room, connection and people, through the menu route', async () => {
    const row = await openRouteRow(PATH, 'PB-0001', 6);
    expectTexts(row, '201', '在线', '2 人');
    expect(within(rowOf('PB-0003')).getByText('离线')).toBeInTheDocument();
    // boxes are registered by the supplier: nothing to add or delete
    expect(screen.queryByText(spaced('新增'))).not.toBeInTheDocument();
    expect(within(row).queryByText('删除')).not.toBeInTheDocument();
    expect(within(rowOf('PB-0004')).queryByText('解除绑定')).not.toBeInTheDocument();
  });

  it('binds a spare box to a free room, refuses a room that has a box, and unbinds after asking', async () => {
    const { user } = await open();
    await user.click(rowButton('PB-0004', '绑定房间'));
    let dialog = await screen.findByRole('dialog');
    await choose(user, dialog, '房间', '201', { typed: '201' });
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('该房间已绑定房卡盒 PB-0001');
    // refused: the dialog stays with the choice
    expect(dialog).toBeVisible();
    expect(boxCoded('PB-0004').roomId).toBeNull();
    await user.click(buttonIn(dialog, '取消'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(rowButton('PB-0004', '绑定房间'));
    dialog = await screen.findByRole('dialog');
    await choose(user, dialog, '房间', '203', { typed: '203' });
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('绑定成功');
    expect(boxCoded('PB-0004').roomId).toBe(roomId('203'));
    await waitFor(() => expect(within(rowOf('PB-0004')).getByText('203')).toBeInTheDocument());

    await confirmRowAction(user, 'PB-0001', '解除绑定', '确认解除房卡盒「201房卡盒」与房间 201 的绑定？');
    await screen.findByText('解绑成功');
    expect(boxCoded('PB-0001').roomId).toBeNull();
  });

  it("opens a box's people on the second tab; a new one starts on that box and a taken mobile stays on the form", async () => {
    const { user, router } = await open();
    await user.click(rowButton('PB-0001', '授权人员'));
    await screen.findByText('周丽华');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('users');
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(screen.queryByText('李建军')).not.toBeInTheDocument();

    await user.click(screen.getByText(spaced('新增')).closest('button')!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTitle('201房卡盒（PB-0001）')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('姓名'), '赵敏');
    await user.type(within(dialog).getByLabelText('手机号'), '13957112601');
    await user.type(within(dialog).getByLabelText('卡号'), 'C-1');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('卡号须为4-20位字母或数字');

    const card = within(dialog).getByLabelText('卡号');
    await user.clear(card);
    await user.type(card, 'c30001');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('该手机号已绑定此房卡盒');
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('赵敏');

    const phone = within(dialog).getByLabelText('手机号');
    await user.clear(phone);
    await user.type(phone, '13900001111');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    const added = getDb()
      .table(ROOM_EXTRA_TABLES.boxUser)
      .find((u) => u.name === '赵敏')!;
    expect(added).toMatchObject({ boxId: boxCoded('PB-0001').id, cardNo: 'C30001', placeId: 1001 });
    await screen.findByText('共 3 条');
  });

  it('gives staff editing of people but no removing', async () => {
    await open('13800138002', `${PATH}?tab=users`, '周丽华');
    expect(within(rowOf('李建军')).getByText('编辑')).toBeInTheDocument();
    expect(within(rowOf('李建军')).queryByText('删除')).not.toBeInTheDocument();
  });
});
