import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { ORDERS } from '@mocks/domains/orders/tables';
import { CrudPage } from '@/crud/crud-page';
import { DAMAGE_STATUS } from '@/domain/damage';
import { confirmRowAction, openAdd } from '@/test/form';
import { choose } from '@/test/select';
import { renderApp } from '@/test/render-app';
import { signInTo } from '@/test/sign-in';
import { buttonIn, errorsOf, rowOf } from '@/test/table';
import { openSignedIn } from '@/test/open-page';
import damageConfig from './order.damage.crud';

/*
 * /order/damage against 1001. The records are drawn from the orders of the last month, which follow the clock,
 * so the tests take their rows from the mock's table once the list has been read.
 */
const PATH = '/order/damage';
const stored = () =>
  getDb()
    .table(ORDERS.damage)
    .filter((r) => r.placeId === 1001);
/** A record of this status on the list's first page. */
const shown = (status: number) =>
  stored().find((r) => r.status === status && r.orderNo && screen.queryAllByText(r.orderNo).length > 0)!;

async function openPage() {
  const { user } = await openSignedIn(<CrudPage config={damageConfig} />, PATH, { first: '损坏记录' });
  await screen.findAllByText('待处理');
  return user;
}

describe('/order/damage (damage records)', () => {
  it('is a page by its config file alone: the menu route shows the records, the note and what each may do', async () => {
    await signInTo('13800138000', 1001);
    renderApp(PATH);
    await screen.findAllByText('待处理');
    expect(screen.getByText(/登记客人损坏、污损或带走的物品和赔偿金额/)).toBeInTheDocument();
    const registered = rowOf(shown(DAMAGE_STATUS.registered).orderNo);
    expect(within(registered).getByRole('button', { name: '已赔偿' })).toBeInTheDocument();
    expect(within(registered).getByRole('button', { name: '免赔' })).toBeInTheDocument();
    // a settled record is the account of what happened: neither settled again nor edited
    const settled = rowOf(shown(DAMAGE_STATUS.compensated).orderNo);
    expect(within(settled).queryByRole('button', { name: '免赔' })).not.toBeInTheDocument();
    expect(within(settled).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('settles an open record as compensated after a question naming the room, the item and the amount', async () => {
    const user = await openPage();
    const record = shown(DAMAGE_STATUS.registered);
    const ask = `确认 ${record.roomNo} 的「${record.itemName}」已向客人收取赔偿 ¥${record.amount.toFixed(2)}？`;
    await confirmRowAction(user, record.orderNo, '已赔偿', ask);
    await screen.findByText('更新成功');
    expect(stored().find((r) => r.id === record.id)!.status).toBe(DAMAGE_STATUS.compensated);
    await waitFor(() =>
      expect(within(rowOf(record.orderNo)).queryByRole('button', { name: '免赔' })).not.toBeInTheDocument(),
    );
  });

  it('refuses an order number the room never had on its field and keeps the form, then registers the record', async () => {
    const user = await openPage();
    const before = stored().length;
    const dialog = await openAdd(user);
    await choose(user, dialog, '房间', '801', { typed: '801' });
    await user.type(within(dialog).getByLabelText('损坏物品'), '台灯损坏');
    await user.type(within(dialog).getByLabelText('赔偿金额'), '80');
    await user.type(within(dialog).getByLabelText('订单号'), 'R0000000000000');
    await user.click(buttonIn(dialog, '保存'));
    await waitFor(() => expect(errorsOf(dialog, '订单号')).toEqual(['没有这个订单号的订单']));
    expect(within(dialog).getByLabelText('损坏物品')).toHaveValue('台灯损坏');
    expect(stored()).toHaveLength(before);

    await user.clear(within(dialog).getByLabelText('订单号'));
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    const added = stored().find((r) => r.itemName === '台灯损坏')!;
    expect(added).toMatchObject({ roomNo: '801', amount: 80, status: DAMAGE_STATUS.registered, orderNo: '' });
  });
});
