import { screen, waitFor, within } from '@testing-library/react';
import { BILLING_TABLES } from '@mocks/seed';
import { choose, optionLabels } from '@/test/select';
import { deleteAndSeeGone, fieldShowing, openAdd, openRowDialog, retype, type User } from '@/test/form';
import { roomModelId } from '@/test/seed-rows';
import { buttonIn, expectTexts, rowOf } from '@/test/table';
import { placeRow, placeRows } from '@/test/place-rows';
import { openFeeRuleTab } from './test-support';

/* /feeRule/index?tab=protocol against 1001: two protocols, 杭州云栖科技 (2026) and 浙江星辰会展. */
const protocolOf = (companyName: string) => placeRow(BILLING_TABLES.protocol, 'companyName', companyName);

const open = (account?: string) => openFeeRuleTab('protocol', '杭州云栖科技有限公司', account);

async function fillAdd(user: User, dialog: HTMLElement, company: string) {
  await user.type(within(dialog).getByLabelText('单位名称'), company);
  await user.type(within(dialog).getByLabelText('联系人'), '郑一鸣');
  await user.type(within(dialog).getByLabelText('联系电话'), '13900001111');
  await choose(user, dialog, '第1行房型', '标准大床房');
  await user.type(within(dialog).getByLabelText('第1行协议价'), '160');
}

describe('/feeRule/index?tab=protocol (corporate protocols)', () => {
  it('lists protocols with their agreed prices in two decimals and their period', async () => {
    await open();
    const row = rowOf('杭州云栖科技有限公司');
    expect(
      within(row).getByText('标准大床房 ¥148.00、电竞大床房 ¥208.00、电竞双人间 ¥238.00'),
    ).toBeInTheDocument();
    expectTexts(row, '2026-01-01 至 2026-12-31', '陈志远', '启用');
  });

  it('adds a protocol with two price lines, a room type offered once', async () => {
    const user = await open();
    const dialog = await openAdd(user);
    await fillAdd(user, dialog, '杭州西溪会务有限公司');
    await user.click(buttonIn(dialog, '添加房型'));
    // the type of line 1 is not offered again
    await user.click(within(dialog).getByLabelText('第2行房型'));
    await waitFor(() => expect(optionLabels()).toContain('电竞大床房'));
    expect(optionLabels()).not.toContain('标准大床房');
    await user.keyboard('{Escape}');
    await choose(user, dialog, '第2行房型', '电竞大床房');
    await user.type(within(dialog).getByLabelText('第2行协议价'), '219.9');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    expect(protocolOf('杭州西溪会务有限公司')).toMatchObject({
      contactName: '郑一鸣',
      contactPhone: '13900001111',
      startTime: '',
      endTime: '',
      status: 1,
      prices: [
        { roomModelId: roomModelId('标准大床房'), price: 160 },
        { roomModelId: roomModelId('电竞大床房'), price: 219.9 },
      ],
    });
    const row = await waitFor(() => rowOf('杭州西溪会务有限公司'));
    expectTexts(row, '标准大床房 ¥160.00、电竞大床房 ¥219.90', '长期有效');
  });

  it('deletes a protocol after the confirmation that names it', async () => {
    await deleteAndSeeGone(await open(), '浙江星辰会展服务有限公司', protocolOf);
  });

  it('needs a price line, and shows the server refusal of a taken company on its field', async () => {
    const user = await open();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('单位名称'), '杭州云栖科技有限公司');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('请为每一行选择房型并填写价格');

    await user.clear(within(dialog).getByLabelText('单位名称'));
    await fillAdd(user, dialog, '杭州云栖科技有限公司');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('该单位已有协议价');
    expect(within(dialog).getByLabelText('单位名称')).toHaveValue('杭州云栖科技有限公司');
    expect(within(dialog).getByLabelText('第1行协议价')).toHaveValue('160.00');
    expect(placeRows(BILLING_TABLES.protocol)).toHaveLength(2);
  });

  it('edits the agreed prices of a protocol', async () => {
    const user = await open();
    const dialog = await openRowDialog(user, '浙江星辰会展服务有限公司');
    await fieldShowing(dialog, '第2行协议价', '318.00');
    await user.click(within(dialog).getByLabelText('删除第1行'));
    await retype(user, within(dialog).getByLabelText('第1行协议价'), '300');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(protocolOf('浙江星辰会展服务有限公司')!.prices).toEqual([
      { roomModelId: roomModelId('电竞三人间'), price: 300 },
    ]);
    await within(rowOf('浙江星辰会展服务有限公司')).findByText('电竞三人间 ¥300.00');
  });

  it('offers staff no add, edit or delete', async () => {
    await open('13800138002');
    expect(screen.queryByText(/^新\s*增$/)).not.toBeInTheDocument();
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
  });
});
