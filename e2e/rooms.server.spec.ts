import { collectPageErrors, expect, test } from './support/fixtures';
import { CrudPage, word } from './pages/crud-page';

// two small photos (1×1 PNG, red and blue), as an operator's phone pictures would arrive after compression
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const INN = 1013;

// the second flow manages a room the first one made: they run in order (and a failed first skips the second)
test.describe.configure({ mode: 'serial' });

test('a new inn sets up a building, a room type with photos and ten rooms', async ({
  page,
  mockServer,
  signedIn,
}) => {
  // the server project shares one mock across tests and retries: start this place from its (empty) seed
  await mockServer?.resetPlace(INN);
  const errors = collectPageErrors(page);
  const c = await signedIn('13800138001');
  const crud = new CrudPage(page);

  // 1. a building with floors 1–10
  await c.openMenu('房间管理', '楼栋楼层');
  await crud.shows('楼栋楼层');
  await expect(crud.root.locator('.ant-empty-description')).toHaveText('暂无数据');
  await crud.button('新增').first().click();
  const building = crud.form();
  await building.getByLabel('楼栋名称').fill('主楼');
  await building.getByLabel('最低楼层').fill('1');
  await building.getByLabel('最高楼层').fill('0');
  await crud.save();
  await expect(building.getByText('最高楼层不能低于最低楼层')).toBeVisible();
  await building.getByLabel('最高楼层').fill('10');
  await crud.save();
  await crud.toast('新增成功');
  await expect(crud.row('主楼')).toBeVisible();

  // 2. a room type with two photos and a description
  await c.openMenu('房间管理', '房型管理');
  await crud.shows('房型管理');
  await crud.button('新增').first().click();
  const model = crud.form();
  await model.getByLabel('房型名称').fill('标准大床房');
  await model.getByLabel('简称').fill('大床');
  await model.getByLabel('门市价').fill('168');
  await crud.choose(model, '床型', '大床');
  await model.getByLabel('面积').fill('25');
  await model
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: RED },
      { name: 'blue.png', mimeType: 'image/png', buffer: BLUE },
    ]);
  await expect(model.getByRole('button', { name: /^第\d张图片( 主图)?$/ })).toHaveCount(2);
  await expect(model.getByText('第一张为主图，可拖动调整顺序')).toBeVisible();
  await model.locator('[data-slate-editor]').click();
  await page.keyboard.type('临街安静大床房，含双早。');
  await crud.save();
  await crud.toast('新增成功');
  await expect(crud.row('标准大床房')).toBeVisible();

  // 3. rooms 801–810 in one go
  await c.openMenu('房间管理', '房间信息');
  await crud.shows('房间信息');
  await crud.button('批量添加').click();
  const batch = page.getByRole('dialog', { name: '批量添加房间' });
  await crud.choose(batch, '楼栋', '主楼');
  await crud.choose(batch, '楼层', '8 层');
  await crud.choose(batch, '房型', '标准大床房');
  await batch.getByLabel('起始房号').fill('801');
  await batch.getByLabel('结束房号').fill('810');
  await expect(batch.getByText('将在 主楼 8 层创建 801 至 810，共 10 间')).toBeVisible();
  await batch.getByRole('button', { name: word('保存') }).click();
  await crud.toast('已添加 10 间房');
  await expect(crud.total(10)).toBeVisible();

  expect(errors).toEqual([]);
});

test('the inn finds one of its new rooms, disables, edits and deletes it, and a reload keeps every change', async ({
  page,
  signedIn,
}) => {
  const errors = collectPageErrors(page);
  const c = await signedIn('13800138001', { path: '/roomManage/roomInfo' });
  const crud = new CrudPage(page);
  await crud.shows('房间信息');
  await expect(crud.total(10)).toBeVisible();

  // 4. find 805, disable it, edit it
  await crud.search('房间号', '805');
  await expect(crud.total(1)).toBeVisible();
  await expect(page).toHaveURL(/q_roomNo=805/);
  const room = crud.row('805');
  await room.getByRole('switch').click();
  await crud.toast('更新成功');
  await expect(room.getByRole('switch')).not.toBeChecked();
  await room.getByRole('button', { name: word('编辑') }).click();
  const edit = crud.form();
  await expect(edit.getByLabel('房间号')).toHaveValue('805');
  await edit.getByLabel('门锁编号').fill('L-805');
  await crud.save();
  await crud.toast('更新成功');

  // 5. a reload keeps the filter and every change
  await page.reload();
  // a reload brings back every open tag's page (three lists here) before this one settles
  await expect(crud.total(1)).toBeVisible({ timeout: 20_000 });
  await expect(crud.row('805').getByRole('switch')).not.toBeChecked();
  await crud
    .row('805')
    .getByRole('button', { name: word('编辑') })
    .click();
  await expect(crud.form().getByLabel('门锁编号')).toHaveValue('L-805');
  await crud
    .form()
    .getByRole('button', { name: word('取消') })
    .click();

  // 6. delete it
  await crud
    .row('805')
    .getByRole('button', { name: word('删除') })
    .click();
  await crud.confirm('是否确认永久删除房间「805」？删除后无法恢复。');
  await crud.toast('删除成功');
  await expect(crud.root.locator('.ant-empty-description')).toHaveText('没有符合条件的数据');
  await crud.root.getByRole('button', { name: '清除筛选条件' }).click();
  await expect(crud.total(9)).toBeVisible();

  // 7. and everything is still there after another reload
  await page.reload();
  await expect(crud.total(9)).toBeVisible({ timeout: 20_000 });
  await expect(crud.row('805')).toHaveCount(0);
  await c.openMenu('房间管理', '房型管理');
  await crud.shows('房型管理');
  const saved = crud.row('标准大床房');
  await expect(saved).toBeVisible();
  await expect(saved.getByText('+1')).toBeVisible();
  await c.openMenu('房间管理', '楼栋楼层');
  await crud.shows('楼栋楼层');
  // rooms per building are counted by the server
  await expect(crud.row('主楼').getByRole('cell').nth(5)).toHaveText('9');
  expect(errors).toEqual([]);
});

test('a large photo is compressed to about 50 KB before it is uploaded', async ({ page, signedIn }) => {
  const errors = collectPageErrors(page);
  await signedIn('13800138001', { path: '/roomManage/roomModel' });
  const crud = new CrudPage(page);
  await crud.shows('房型管理');
  await crud.button('新增').first().click();
  const form = crud.form();
  await expect(form.getByText('第一张为主图，可拖动调整顺序')).toBeVisible();
  // a noisy 900×600 PNG (≈ 600 KB, over the 500 KB limit) as a phone photo would be, made by the browser itself
  const original = await form
    .locator('input[type="file"]')
    .first()
    .evaluate(async (input: HTMLInputElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 600;
      const ctx = canvas.getContext('2d')!;
      const pixels = ctx.createImageData(900, 600);
      // noise from a fixed-seed generator: it does not compress, as sensor noise in a photo does not
      let x = 42;
      for (let i = 0; i < pixels.data.length; i++) {
        x = (x * 1103515245 + 12345) & 0x7fffffff;
        pixels.data[i] = i % 4 === 3 ? 255 : (x >> 16) & 255;
      }
      ctx.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'room.png', { type: 'image/png' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return blob.size;
    });
  expect(original).toBeGreaterThan(500 * 1024);
  const thumb = form.getByRole('button', { name: '第1张图片 主图' }).locator('img');
  await expect(thumb).toBeVisible({ timeout: 30_000 });
  // the mock stores what it received as a data: URL, so its length is the uploaded size
  const src = (await thumb.getAttribute('src')) ?? '';
  const uploaded = Math.floor(((src.length - src.indexOf(',') - 1) * 3) / 4);
  expect(uploaded).toBeGreaterThan(0);
  expect(uploaded).toBeLessThanOrEqual(55 * 1024);
  expect(errors).toEqual([]);
});
