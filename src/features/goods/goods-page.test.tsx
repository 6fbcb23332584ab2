import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db';
import { sellGoods } from '@mocks/domains/goods/routes';
import { pushTo } from '@mocks/realtime';
import { startRealtime, stopRealtime } from '@/realtime/realtime';
import { renderPage } from '@/test/render-page';
import { choose } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { buttonIn, expectTexts, rowButton, rowOf, spaced } from '@/test/table';
import GoodsPage from './goods-page';

/*
 * /shop/goodsManage against 1001's seeded shop: 17 goods in 6 categories (酒类 empty) and 8 units; 红牛 (6 left,
 * line 12) and 卫龙 (0 left, line 10) are short, 自嗨锅 is off sale. Goods 1 is 农夫山泉 (120 in stock).
 */
const PATH = '/shop/goodsManage';

async function open(path = PATH, account = '13800138000') {
  await signInTo(account, 1001);
  const utils = renderPage(<GoodsPage />, { path });
  return { ...utils, user: userEvent.setup() };
}
const goodsRow = (name: string) =>
  getDb()
    .table('goodsInfo')
    .find((g) => g.placeId === 1001 && g.goodsName === name);

describe('/shop/goodsManage (goods, categories, units)', { timeout: 30_000 }, () => {
  it('lists the goods with category, unit, price and stock, marks the short ones and filters them', async () => {
    const { user, router } = await open();
    await screen.findByText('农夫山泉饮用天然水');
    expect(screen.getByText('共 17 条')).toBeInTheDocument();
    const water = rowOf('农夫山泉饮用天然水');
    expectTexts(water, '饮料', '瓶', '550ml', '¥3.00', '120');
    expect(within(water).queryByText('库存不足')).not.toBeInTheDocument();
    expect(within(rowOf('红牛维生素功能饮料')).getByText('库存不足')).toBeInTheDocument();

    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('商品名称')).toHaveAttribute('placeholder', '商品名称或条码');
    await choose(user, search, '库存状态', '库存不足');
    await user.click(buttonIn(search, '查询'));
    await screen.findByText('共 2 条');
    expect(screen.getByText('卫龙大面筋辣条')).toBeInTheDocument();
    expect(screen.queryByText('农夫山泉饮用天然水')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q_lowStock')).toBe('1');
  });

  it('checks a new goods on the form and at the server, keeps the values when refused, and adds it', async () => {
    const { user } = await open();
    await screen.findByText('农夫山泉饮用天然水');
    await user.click(screen.getByText(spaced('新增')).closest('button')!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('库存')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('商品名称')).toHaveAttribute('placeholder', '请输入商品名称');
    await user.type(within(dialog).getByLabelText('商品名称'), '可口可乐');
    await user.type(within(dialog).getByLabelText('规格'), '330ml');
    await choose(user, dialog, '商品分类', '饮料');
    await choose(user, dialog, '单位', '罐');
    await user.type(within(dialog).getByLabelText('条码'), '6954767');
    // a negative price and stock are refused with their messages and stay as typed, never moved to the floor
    await user.type(within(dialog).getByLabelText('售价'), '-8');
    await user.clear(within(dialog).getByLabelText('库存'));
    await user.type(within(dialog).getByLabelText('库存'), '-10');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await within(dialog).findByText('条码应为8-14位数字');
    expectTexts(dialog, '售价应在0.01-99999.99之间', '库存应为0-999999的整数');
    expect(within(dialog).getByLabelText('售价')).toHaveValue('-8.00');
    expect(within(dialog).getByLabelText('库存')).toHaveValue('-10');
    await user.clear(within(dialog).getByLabelText('售价'));
    await user.type(within(dialog).getByLabelText('售价'), '5');
    await user.clear(within(dialog).getByLabelText('库存'));

    // the same name and specs are refused by the server, on the name, with everything kept
    await user.clear(within(dialog).getByLabelText('条码'));
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await within(dialog).findByText('该商品已存在');
    expect(within(dialog).getByLabelText('规格')).toHaveValue('330ml');
    expect(within(dialog).getByLabelText('售价')).toHaveValue('5.00');

    await user.clear(within(dialog).getByLabelText('规格'));
    await user.type(within(dialog).getByLabelText('规格'), '500ml');
    await user.clear(within(dialog).getByLabelText('库存'));
    await user.type(within(dialog).getByLabelText('库存'), '24');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await screen.findByText('新增成功');
    await waitFor(() => expect(goodsRow('可口可乐')).toBeDefined());
    const added = getDb()
      .table('goodsInfo')
      .find((g) => g.placeId === 1001 && g.goodsName === '可口可乐' && g.specs === '500ml');
    expect(added).toMatchObject({ salePrice: 5, stock: 24, barcode: '' });
  });

  it('edits without the stock, which only sales and stock changes move', async () => {
    const { user } = await open();
    await screen.findByText('农夫山泉饮用天然水');
    await user.click(rowButton('农夫山泉饮用天然水', '编辑'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('库存')).not.toBeInTheDocument();
    const price = within(dialog).getByLabelText('售价');
    await user.clear(price);
    await user.type(price, '3.5');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await screen.findByText('更新成功');
    await waitFor(() => expect(goodsRow('农夫山泉饮用天然水')).toMatchObject({ salePrice: 3.5, stock: 120 }));
  });

  it('reloads when the server pushes 109: a sale at the front desk shows without a reload', async () => {
    await open();
    await screen.findByText('农夫山泉饮用天然水');
    startRealtime({ placeId: 1001, userId: 10001 });
    try {
      await waitFor(() => expect(pushTo(1001, 'success')).toBe(1));
      sellGoods(1001, 1, 2);
      await waitFor(() => expect(within(rowOf('农夫山泉饮用天然水')).getByText('118')).toBeInTheDocument());
    } finally {
      stopRealtime();
    }
  });

  it('keeps a category that still has goods, and lists the units with their goods counts', async () => {
    const { user } = await open(`${PATH}?tab=category`);
    await screen.findByText('酒类');
    expect(within(rowOf('饮料')).getByText('4')).toBeInTheDocument();
    await user.click(rowButton('饮料', '删除'));
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    await screen.findByText('该分类下还有商品，不能删除');
    expect(screen.getByText('饮料')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '商品单位' }));
    await screen.findByText('商品单位', { selector: '.ant-card-head-title' });
    expect(within(rowOf('支')).getByText('1')).toBeInTheDocument();
  });

  it('gives staff no delete', async () => {
    await open(PATH, '13800138002');
    await screen.findByText('农夫山泉饮用天然水');
    expect(within(rowOf('农夫山泉饮用天然水')).getByText('编辑')).toBeInTheDocument();
    expect(within(rowOf('农夫山泉饮用天然水')).queryByText('删除')).not.toBeInTheDocument();
  });
});

describe('/shop/goodsManage stock: 调整库存 and 库存记录', { timeout: 30_000 }, () => {
  const redBull = () => goodsRow('红牛维生素功能饮料')!;

  it('receives goods: the stock after shows as typed, and the row and the records follow', async () => {
    const { user } = await open();
    await screen.findByText('红牛维生素功能饮料');
    await user.click(rowButton('红牛维生素功能饮料', '调整库存'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('6 罐')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('入库数量'), '24');
    expect(within(dialog).getByText('调整后库存：6 → 30 罐')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('备注'), '统一批发部送货');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await screen.findByText('调整成功');
    await waitFor(() => expect(within(rowOf('红牛维生素功能饮料')).getByText('30')).toBeInTheDocument());
    expect(within(rowOf('红牛维生素功能饮料')).queryByText('库存不足')).not.toBeInTheDocument();
    const record = getDb()
      .table('stockChange')
      .find((r) => r.goodsId === redBull().id && r.remark === '统一批发部送货');
    expect(record).toMatchObject({
      changeType: 1,
      num: 24,
      beforeStock: 6,
      afterStock: 30,
      operator: '张建国',
    });
  });

  it('refuses a write-off larger than the stock, on the form and at the server, keeping the values', async () => {
    const { user } = await open();
    await screen.findByText('红牛维生素功能饮料');
    await user.click(rowButton('红牛维生素功能饮料', '调整库存'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('报损出库'));
    await user.type(within(dialog).getByLabelText('出库数量'), '7');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await within(dialog).findByText('出库数量不能大于当前库存（6）');

    // the front desk sells 3 while the dialog is open: the server refuses 5 on the field
    await user.clear(within(dialog).getByLabelText('出库数量'));
    await user.type(within(dialog).getByLabelText('出库数量'), '5');
    sellGoods(1001, redBull().id as number, 3);
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await within(dialog).findByText('出库数量不能大于当前库存');
    expect(within(dialog).getByLabelText('出库数量')).toHaveValue('5');
    expect(redBull().stock).toBe(3);
  });

  it('lists the stock records with their kind and change, and a front-desk sale adds one live', async () => {
    await open(`${PATH}?tab=stock`);
    await screen.findByText('库存记录', { selector: '.ant-card-head-title' });
    await waitFor(() => expect(screen.getAllByText('进货入库').length).toBeGreaterThan(1));
    startRealtime({ placeId: 1001, userId: 10001 });
    try {
      await waitFor(() => expect(pushTo(1001, 'success')).toBe(1));
      sellGoods(1001, 1, 2);
      await waitFor(() => expect(within(rowOf('120 → 118')).getByText('前台销售')).toBeInTheDocument());
      expect(within(rowOf('120 → 118')).getByText('−2')).toBeInTheDocument();
    } finally {
      stopRealtime();
    }
  });
});
