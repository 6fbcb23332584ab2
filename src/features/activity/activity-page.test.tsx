import { screen, within } from '@testing-library/react';
import { openSignedIn } from '@/test/open-page';
import { rowButton } from '@/test/table';
import ActivityPage from './activity-page';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('活动数据 (/netBar/addActivity)', () => {
  it("shows a turntable's prizes with their chances adding up, and drawn and left that match the figures", async () => {
    const { user } = await openSignedIn(<ActivityPage />, '/netBar/addActivity', {
      account: '13800138003',
      place: 1014,
      first: '周末开黑大转盘',
    });
    await user.click(rowButton('周末开黑大转盘', '详情'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('可乐一瓶');
    expect(within(drawer).getByText('合计 100%')).toBeInTheDocument();

    const prizeTable = within(drawer).getByText('可乐一瓶').closest('table')!;
    const rows = within(prizeTable)
      .getAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell').length === 7);
    // 奖品, 类型, 面值, 中奖概率, 库存, 已抽出, 剩余
    const prizes = rows.map(cells);
    expect(prizes.map((p) => [p[0], p[3]])).toEqual([
      ['2小时网费券', '5%'],
      ['可乐一瓶', '10%'],
      ['50积分', '20%'],
      ['10积分', '35%'],
      ['谢谢参与', '30%'],
    ]);
    expect(prizes[1]!.slice(1, 3)).toEqual(['实物', '1 件']);
    for (const p of prizes.slice(0, 4)) expect(Number(p[6])).toBe(Number(p[4]) - Number(p[5]));
    expect(prizes[4]!.slice(4)).toEqual(['不限', prizes[4]![5], '不限']);

    // what was drawn is every spin the summary counts
    const drawn = prizes.reduce((s, p) => s + Number(p[5]), 0);
    const joins = within(drawer).getByText('参与次数').closest('th')!.nextElementSibling!.textContent;
    expect(String(drawn)).toBe(joins);
    expect(within(drawer).getByText('参与记录')).toBeInTheDocument();
    expect(within(drawer).getAllByText(/^1\d{2}\*{4}\d{4}$/)).toHaveLength(10);
  });
});
