import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { AT_CAFE, openSignedIn } from '@/test/open-page';
import { buttonIn, rowOf } from '@/test/table';
import ClientPage from './client-page';

/*
 * /netBar/clientConfig?tab=shelves at 思远网咖 1014: its 16 goods, the drinks, snacks and noodles on sale and the
 * ear covers on the seat client's shelves (sort 10, 20 … 130), 卤蛋 (off sale), the mouse pad and the mouse off.
 */
const shelvedAt = () =>
  getDb()
    .table('netbarShelf')
    .filter((r) => r.placeId === 1014)
    .map((r) => [
      getDb()
        .table('goodsInfo')
        .find((g) => g.id === r.goodsId)?.goodsName,
      r.sort,
    ]);

describe('/netBar/clientConfig, the shelves tab', () => {
  it('saves the set: a goods switched on comes last, a bad sort is held back, the rest kept', async () => {
    const { user } = await openSignedIn(<ClientPage />, '/netBar/clientConfig?tab=shelves', {
      ...AT_CAFE,
      first: '游戏鼠标垫',
    });
    expect(screen.getByText('已上架 13 / 16 件')).toBeInTheDocument();
    expect(within(rowOf('卤蛋')).getByText('已停售')).toBeInTheDocument();
    const save = buttonIn(document.body, '保存');
    expect(save).toBeDisabled();

    await user.click(screen.getByLabelText('客户端上架 游戏鼠标垫'));
    expect(screen.getByLabelText('排序 游戏鼠标垫')).toHaveValue('140');
    await user.click(screen.getByLabelText('客户端上架 康师傅冰红茶'));
    expect(screen.getByLabelText('排序 康师傅冰红茶')).toBeDisabled();
    const sort = screen.getByLabelText('排序 百事可乐');
    await user.clear(sort);
    await user.type(sort, '-1');
    expect(screen.getByText('已上架 13 / 16 件')).toBeInTheDocument();

    // the declaration's rule holds the save back
    await user.click(save);
    await screen.findByText('排序须为0-9999之间的整数');
    expect(shelvedAt()).toHaveLength(13);

    await user.clear(sort);
    await user.type(sort, '5');
    await user.click(save);
    await screen.findByText('更新成功');
    const saved = shelvedAt();
    expect(saved).toHaveLength(13);
    expect(saved).toContainEqual(['游戏鼠标垫', 140]);
    expect(saved).toContainEqual(['百事可乐', 5]);
    expect(saved.some(([name]) => name === '康师傅冰红茶')).toBe(false);
    // read again: the shelved goods first, by sort
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('百事可乐'));
    expect(buttonIn(document.body, '保存')).toBeDisabled();
  });
});
