import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { ROOM_EXTRA_TABLES } from '@mocks/seed';
import { choose } from '@/test/select';
import { confirmRowAction } from '@/test/form';
import { buttonIn, expectTexts, rowButton, rowOf } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import computerConfig from './roomManage.computer.crud';
import { openRouteRow, openSignedIn } from '@/test/open-page';

/* /roomManage/computer against 1001: the PCs of 主楼 8F and two spares; binding, unbinding, swapping. */
const PATH = '/roomManage/computer';
const pcNamed = (name: string) =>
  getDb()
    .table(ROOM_EXTRA_TABLES.computer)
    .find((c) => c.computerName === name)!;

async function open(path = PATH, first = 'PC-801-1') {
  const { user } = await openSignedIn(<CrudPage config={computerConfig} />, path, { first });
  return user;
}

describe('/roomManage/computer (computers)', () => {
  it('shows the owner the PCs with room, CPU and GPU; unbound ones offer no 解除绑定', async () => {
    const row = await openRouteRow(PATH, 'PC-801-1', 42);
    expectTexts(row, '801', 'RTX 4070 12G', '解除绑定');
  });

  it('binds a spare PC to a room, listing what the room already has', async () => {
    // the spares sort last: filtered through the URL as a shared link would
    const user = await open(`${PATH}?q_computerName=SPARE`, 'PC-SPARE-1');
    expect(within(rowOf('PC-SPARE-1')).queryByText('解除绑定')).not.toBeInTheDocument();
    await user.click(rowButton('PC-SPARE-1', '绑定房间'));
    const dialog = await screen.findByRole('dialog');
    await choose(user, dialog, '房间', '801', { typed: '801' });
    await within(dialog).findByText('PC-801-2');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('绑定成功');
    const roomId = getDb()
      .table('businessRoom')
      .find((r) => r.placeId === 1001 && r.roomNo === '801')!.id;
    expect(pcNamed('PC-SPARE-1').roomId).toBe(roomId);
  });

  it('unbinds after asking', async () => {
    const user = await open();
    await confirmRowAction(user, 'PC-801-1', '解除绑定', '确认解除电脑「PC-801-1」与房间 801 的绑定？');
    await screen.findByText('解绑成功');
    expect(pcNamed('PC-801-1').roomId).toBeNull();
    // the list is read again: the PC shows no room and offers no 解除绑定
    await waitFor(() => expect(within(rowOf('PC-801-1')).queryByText('解除绑定')).not.toBeInTheDocument());
  });
});
