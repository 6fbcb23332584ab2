import { screen, waitFor, within } from '@testing-library/react';
import { mockDb, server } from '@mocks/node';
import { ACTIVITY_TABLES } from '@mocks/domains/activities/routes';
import { AT_CAFE, openSignedIn } from '@/test/open-page';
import { buttonIn, rowButton, rowOf } from '@/test/table';
import ActivityPage from './activity-page';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

/** The page as the cafe's owner, once it lists the turntable 周末开黑大转盘. */
const open = () =>
  openSignedIn(<ActivityPage />, '/netBar/addActivity', { ...AT_CAFE, first: '周末开黑大转盘' });

describe('活动数据 (/netBar/addActivity)', () => {
  it("shows a turntable's prizes with their chances adding up, and drawn and left that match the figures", async () => {
    const { user } = await open();
    await user.click(rowButton('周末开黑大转盘', '详情'));
    const drawer = await screen.findByRole('dialog');
    // the prize may also be in the records below, once a member drew it (the seed's draws follow the clock)
    await within(drawer).findAllByText('可乐一瓶');
    const prizeTable = within(drawer).getByText('合计 100%').closest('table')!;
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

  it('新增: a turntable at 90 % is refused naming the prize and keeps its values; at 100 % saved once, RSA-encoded; 编辑 loads it fresh', async () => {
    const { user } = await open();
    await user.click(buttonIn(document.body, '新增'));
    const dialog = (
      await screen.findByText('新增活动', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('.ant-modal')!;
    /** put text into a field as a paste (one input event, not one per key), over what it held */
    const fill = async (label: string, text: string) => {
      const input = within(dialog).getByLabelText(label);
      if ((input as HTMLInputElement).value) await user.clear(input);
      await user.click(input);
      await user.paste(text);
    };
    await fill('活动名称', '周年庆大转盘');
    await fill('奖品 1', '50积分');
    await fill('面值 1', '50');
    await fill('库存 1', '100');
    await fill('中奖概率 1', '40');
    await fill('中奖概率 2', '50');
    const total = within(dialog).getByText(/^中奖概率合计/);
    expect(total).toHaveTextContent('中奖概率合计 90%（须为 100%）');

    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('各奖品中奖概率之和须为100%，当前为90%：「谢谢参与」应为60%');
    expect(within(dialog).getByLabelText('活动名称')).toHaveValue('周年庆大转盘');
    expect(within(dialog).getByLabelText('奖品 2')).toHaveValue('谢谢参与');

    await fill('中奖概率 2', '60');
    expect(total).toHaveTextContent('中奖概率合计 100%');
    await waitFor(() => expect(within(dialog).queryByText(/当前为90%/)).toBeNull());
    const sent: Array<Promise<string>> = [];
    const watch = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/activitiesInfo/add')) sent.push(request.clone().text());
    };
    server.events.on('request:start', watch);
    await user.dblClick(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    await waitFor(() => expect(dialog).not.toBeVisible());
    server.events.removeListener('request:start', watch);
    expect(sent).toHaveLength(1);
    // RSA blocks joined by '.' (an AES param is one base64 text, and the mock refuses it)
    const { param } = JSON.parse(await sent[0]!) as { param: string };
    expect(param.split('.').length).toBeGreaterThan(1);
    await waitFor(() => rowOf('周年庆大转盘'));

    // 编辑 reads the activity as the server holds it now, not the list's copy; members took part: its kind stays
    const stored = mockDb()
      .table(ACTIVITY_TABLES.activity)
      .find((a) => a.placeId === 1014 && a.activityName === '周末开黑大转盘')!;
    stored.description = '本周起可乐换成雪碧';
    await user.click(rowButton('周末开黑大转盘', '编辑'));
    const edit = (await screen.findByText('编辑活动', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    expect(await within(edit).findByDisplayValue('本周起可乐换成雪碧')).toBeInTheDocument();
    expect(within(edit).getByDisplayValue('可乐一瓶')).toBeInTheDocument();
    expect(within(edit).getByText(/^中奖概率合计/)).toHaveTextContent('中奖概率合计 100%');
    expect(within(edit).getByText('已有会员参与，活动类型不能再更改')).toBeInTheDocument();
  });
});
