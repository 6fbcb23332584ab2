import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb } from '@mocks/node';
import { renderPage } from '@/test/render-page';
import { choose, chooseMany } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { addButton, saveRefused, type User } from '@/test/form';
import { buttonIn, errorsOf, rowOf } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import couponConfig from './member.coupon.crud';
import goodsDiscountConfig from './member.goodsDiscount.crud';

/** Put text into an empty input at once (typing it key by key re-renders the form for each). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/* The coupons and goods discounts of the demo hotel 1001, as its owner sees them (the pages alone: no shell). */
describe('/member/coupon and /member/goodsDiscount', () => {
  it('shows what each coupon takes off, asks for what the chosen kind needs, and adds a discount coupon', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<CrudPage config={couponConfig} />, { path: '/member/coupon' });
    const user = userEvent.setup();
    await screen.findByText('满300减30房费券');
    expect(within(rowOf('满300减30房费券')).getByText('满300减30')).toBeInTheDocument();
    expect(within(rowOf('满300减30房费券')).getByText('14 / 500')).toBeInTheDocument();
    expect(within(rowOf('新会员9折券')).getByText('9折 最高减50')).toBeInTheDocument();
    expect(within(rowOf('新会员9折券')).getByText('领取后30天内有效')).toBeInTheDocument();
    expect(
      within(rowOf('小超市10元无门槛券')).getByText('指定商品分类：饮料、零食、方便速食'),
    ).toBeInTheDocument();

    await user.click(addButton());
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByLabelText('优惠券名称'), '会员日88折券');
    // a discount coupon asks for its discount, not an amount; a scope of categories for its categories
    await choose(user, dialog, '券类型', '折扣券');
    expect(within(dialog).queryByLabelText('减免金额')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('指定商品分类'));
    await saveRefused(user, dialog, { 折扣: '请输入折扣', 适用房型或分类: '请选择适用的房型或商品分类' });

    await fill(user, within(dialog).getByLabelText('折扣'), '8.8');
    await chooseMany(user, dialog, '适用房型或分类', ['饮料']);
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    // valid 30 days after receipt unless told otherwise
    const row = await waitFor(() => rowOf('会员日88折券'));
    expect(within(row).getByText('8.8折')).toBeInTheDocument();
    expect(within(row).getByText('领取后30天内有效')).toBeInTheDocument();
    expect(within(row).getByText('指定商品分类：饮料')).toBeInTheDocument();
    const stored = mockDb()
      .table('coupon')
      .find((c) => c.couponName === '会员日88折券');
    expect(stored).toMatchObject({ couponType: 2, discount: 88, amount: null, validDays: 30, status: 1 });
  });

  it('adds a goods discount over RSA, names the pair already set, and switches one off by edit', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<CrudPage config={goodsDiscountConfig} />, { path: '/member/goodsDiscount' });
    const user = userEvent.setup();
    await screen.findByText('日用品');
    await user.click(addButton());
    const dialog = screen.getByRole('dialog');
    await choose(user, dialog, '会员类型', '金卡会员');
    await choose(user, dialog, '商品分类', '饮料');
    await user.type(within(dialog).getByLabelText('商品折扣'), '8');
    // what a member of the type pays, by the shared rule: the goods discount instead of the type's own
    await within(dialog).findByText('示例：标价¥10.00的商品，金卡会员支付¥8.00（商品折扣8折）');
    await user.click(buttonIn(dialog, '保存'));
    // the mock takes this add RSA-encrypted only: an AES body would be refused with 请求参数解析失败
    await waitFor(() =>
      expect(errorsOf(dialog, '商品分类')).toEqual(['「金卡会员」的「饮料」已设置折扣，请直接修改']),
    );
    await choose(user, dialog, '商品分类', '方便速食');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    await waitFor(() =>
      expect(
        mockDb()
          .table('goodsDiscount')
          .filter((r) => r.discount === 80 && r.placeId === 1001),
      ).toHaveLength(2),
    );

    // the list's switch is an edit {id, status}, RSA too
    const row = rowOf('方便速食');
    await user.click(within(row).getByRole('switch'));
    await screen.findByText('更新成功');
    const snacks = mockDb()
      .table('goodsDiscount')
      .filter((r) => r.placeId === 1001 && r.discount === 80);
    expect(snacks.map((r) => r.status).sort()).toEqual([0, 1]);
  });
});
