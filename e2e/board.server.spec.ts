import { expect, test } from './support/fixtures';
import { CrudPage, word } from './pages/crud-page';

const HOTEL = 1001;
/** the legend's statuses that roomStatusStatistics counts too */
const COUNTED = ['vacant', 'occupied', 'reserved', 'hourly', 'dirty', 'repair', 'disabled'] as const;
const MAIN = ['vacant', 'occupied', 'reserved', 'hourly', 'repair', 'disabled'] as const;

test('the e-sports hotel’s room board: its colours, a colour changed in settings, filters and counts', async ({
  page,
  mockServer,
  signedIn,
}) => {
  // the server project shares one mock across tests and retries: this place's colours start from the seed
  await mockServer?.resetPlace(HOTEL);
  const statistics = page.waitForResponse((r) => r.url().includes('/merchantIndex/roomStatusStatistics'));
  const c = await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)' });
  const crud = new CrudPage(page);
  const counts = (await (await statistics).json()).data as Record<string, number>;

  const board = page.locator('.ant-card').filter({ has: page.getByText('实时房态', { exact: true }) });
  const tiles = board.locator('[data-room-id]');
  const state = (s: string) => tiles.and(page.locator(`[data-state="${s}"]`));
  const legend = (s: string) => board.locator(`[data-count="${s}"]`);

  // every room, in the place's colours, counted as the statistics call counts
  await expect(tiles).toHaveCount(counts.total!);
  for (const s of COUNTED) await expect(legend(s), s).toHaveText(String(counts[s]));
  // a colour on which no text reaches 4.5:1 shows a little darker on the tiles (tileColor, board-model.ts):
  // the place's #1677FF as #1570F0; green #52C41A carries dark text as it is
  await expect(state('occupied').first()).toHaveCSS('background-color', 'rgb(21, 112, 240)');
  await expect(state('vacant').first()).toHaveCSS('background-color', 'rgb(82, 196, 26)');

  // the tooltip names the hovered room
  const first = tiles.first();
  await first.hover();
  await expect(page.getByRole('tooltip')).toContainText(
    (await first.getAttribute('aria-label'))!.split(' ')[0]!,
  );

  // 在住 becomes magenta in the settings page; back home, the occupied tiles follow
  await board.getByRole('link', { name: '房态颜色' }).click();
  await crud.shows('房态颜色');
  await crud.root.getByRole('row', { name: /^在住/ }).locator('.ant-color-picker-trigger').click();
  await page
    .locator('.ant-color-picker-presets-color [style*="rgb(235, 47, 150)"]')
    .filter({ visible: true })
    .click();
  await crud.toast('更新成功');
  await expect(crud.root.getByRole('row', { name: /^在住/ })).toContainText('已修改');
  await page.keyboard.press('Escape');
  await c.tag('首页').click();
  // #EB2F96 as a tile shows it (tileColor): #D72B89
  await expect(state('occupied').first()).toHaveCSS('background-color', 'rgb(215, 43, 137)');
  await expect(state('vacant').first()).toHaveCSS('background-color', 'rgb(82, 196, 26)');

  // a building narrows the tiles; the counts are those of the tiles left
  await crud.choose(board, '楼栋', '副楼');
  await expect(board.getByRole('region', { name: '主楼' })).toHaveCount(0);
  const shown = Number((await board.getByRole('status').textContent())!.match(/显示 (\d+)/)![1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(counts.total!);
  await expect(tiles).toHaveCount(shown);
  let sum = 0;
  for (const s of MAIN) sum += Number(await legend(s).textContent());
  expect(sum).toBe(shown);

  // a floor narrows further, and a status chip leaves only its rooms
  await crud.choose(board, '楼层', '3 层');
  await expect(board.getByRole('list', { name: '副楼 3 层' })).toBeVisible();
  await expect(board.getByRole('list')).toHaveCount(1);
  const occupied = Number(await legend('occupied').textContent());
  await board.getByRole('button', { name: /^在住/ }).click();
  await expect(tiles).toHaveCount(occupied);
  await expect(state('occupied')).toHaveCount(occupied);

  await board
    .getByRole('button', { name: word('清除筛选') })
    .first()
    .click();
  await expect(tiles).toHaveCount(counts.total!);
});
