import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { ROOM_EXTRA_TABLES } from '@mocks/seed';
import { deleteRow, fieldShowing, openAdd, openRowDialog, retype } from '@/test/form';
import { roomModelId } from '@/test/seed-rows';
import { buttonIn, expectTexts, rowOf } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import shelfConfig from './roomManage.shelf.crud';
import { openRouteRow, openSignedIn } from '@/test/open-page';

/* /roomManage/shelf against 1001: six shelf rows, the suite on 飞猪 off the shelf. */
const PATH = '/roomManage/shelf';
const shelfOf = (modelName: string, channel: number) =>
  getDb()
    .table(ROOM_EXTRA_TABLES.shelf)
    .find((r) => r.roomModelId === roomModelId(modelName) && r.channel === channel)!;

async function open() {
  const { user } = await openSignedIn(<CrudPage config={shelfConfig} />, PATH, { first: '豪华电竞套房' });
  return user;
}

describe('/roomManage/shelf (room shelves)', () => {
  it('shows what is on sale on which channel with dates and price, through the menu route', async () => {
    const suite = await openRouteRow(PATH, '豪华电竞套房', 6);
    expectTexts(suite, '飞猪', '¥668.00', '2025-01-01 至 2030-12-31');
    expect(within(suite).getByRole('switch')).not.toBeChecked();
    expect(within(suite).getByText('下架')).toBeInTheDocument();
    expect(within(rowOf('电竞三人间')).getByRole('switch')).toBeChecked();
  });

  it('puts a row on the shelf through onAndOffShelves and takes it off again', async () => {
    const user = await open();
    await user.click(within(rowOf('豪华电竞套房')).getByRole('switch'));
    await screen.findByText('上架成功');
    expect(shelfOf('豪华电竞套房', 4).status).toBe(1);
    await waitFor(() => expect(within(rowOf('豪华电竞套房')).getByRole('switch')).toBeChecked());
    await user.click(within(rowOf('豪华电竞套房')).getByRole('switch'));
    await screen.findByText('下架成功');
    expect(shelfOf('豪华电竞套房', 4).status).toBe(0);
  });

  it('refuses more rooms than the type has on the field and keeps the form, then saves', async () => {
    const user = await open();
    const dialog = await openRowDialog(user, '电竞三人间');
    const saleNum = await fieldShowing(dialog, '上架数量', '8');
    await retype(user, saleNum, '45');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('上架数量不能超过该房型的房间数（44间）');
    expect(saleNum).toHaveValue('45');
    expect(shelfOf('电竞三人间', 1).saleNum).toBe(8);

    await retype(user, saleNum, '40');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(shelfOf('电竞三人间', 1).saleNum).toBe(40);
  });

  it('checks the required fields on the add form and refuses to delete a row on sale', async () => {
    const user = await open();
    const dialog = await openAdd(user);
    await user.click(buttonIn(dialog, '保存'));
    // each required field says what it needs, in the declaration's words (the sale dates are the page's);
    // a select's message is also its placeholder
    await waitFor(() => expect(within(dialog).getByText('请输入价格')).toBeInTheDocument());
    expect(within(dialog).getAllByText('请选择房型')).toHaveLength(2);
    expect(within(dialog).getAllByText('请选择销售渠道')).toHaveLength(2);
    expect(within(dialog).getByText('请选择')).toBeInTheDocument();
    await user.click(buttonIn(dialog, '取消'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await deleteRow(user, '电竞三人间');
    await screen.findByText('请先下架再删除');
    expect(shelfOf('电竞三人间', 1)).toBeDefined();
  });
});
