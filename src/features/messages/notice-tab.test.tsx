import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { MESSAGE_TABLES } from '@mocks/domains/message-center/seed';
import { chooseMany } from '@/test/select';
import { deleteAndSeeGone, openAdd, openRowDialog, saveRefused, type User } from '@/test/form';
import { buttonIn, errorsOf, expectTexts, rowOf } from '@/test/table';
import { placeRow, placeRows } from '@/test/place-rows';
import { openMessages, STAFF } from './test-support';

// jsdom cannot type into wangEditor (no contentEditable): the body gets its content through the editor's image
// upload, as in rich-text-editor.test.tsx. jsdom has no canvas either: the compressor's stand-in
// (src/test/image-compression.ts) hands the file back as if it could not shrink it.

/*
 * /info/msg?tab=announcement against 1001: 消防安全检查通知 (all five positions), 双十一期间排班安排 (前台, 客房,
 * 保洁), both published, and 10月财务对账说明 (店长, 财务) withdrawn.
 */
const PATH = '/info/msg?tab=announcement';
const notice = (title: string) => placeRow(MESSAGE_TABLES.notice, 'title', title);
const positionName = (id: unknown) =>
  getDb()
    .table(MESSAGE_TABLES.position)
    .find((r) => r.id === id)?.positionName;

const open = (account?: string) => openMessages(PATH, { account, first: '消防安全检查通知' });

async function openEditor(user: User) {
  const dialog = await openAdd(user);
  // the editor loads lazily: its toolbar is there once it can take content
  await within(dialog).findByRole('button', { name: '上传图片' });
  return dialog;
}

describe('/info/msg?tab=announcement (notices to staff)', { timeout: 30_000 }, () => {
  it('lists the notices with the positions they are addressed to and their publish state', async () => {
    await open();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    const fire = rowOf('消防安全检查通知');
    expectTexts(fire, '店长、前台、客房、财务、保洁', '2026-11-16 09:00:00');
    expect(within(fire).getByRole('switch')).toBeChecked();
    expect(within(rowOf('10月财务对账说明')).getByText('店长、财务')).toBeInTheDocument();
    expect(within(rowOf('10月财务对账说明')).getByRole('switch')).not.toBeChecked();
  });

  it('refuses a notice without title, positions or content', async () => {
    const { user } = await open();
    const dialog = await openEditor(user);
    await saveRefused(user, dialog, {
      公告标题: '输入不可以为空',
      // the declaration's own words (page and mock say the same)
      接收岗位: '请选择接收岗位',
      公告内容: '请输入公告内容',
    });
    expect(placeRows(MESSAGE_TABLES.notice)).toHaveLength(3);
  });

  it('publishes a notice to two positions', async () => {
    const { user } = await open();
    const dialog = await openEditor(user);

    await user.type(within(dialog).getByLabelText('公告标题'), '年终大扫除安排');
    await chooseMany(user, dialog, '接收岗位', ['前台', '保洁']);
    await user.upload(
      within(dialog).getByLabelText('上传正文图片'),
      new File([new Uint8Array(2048)], 'plan.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(errorsOf(dialog, '公告内容')).toEqual([]));
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    const row = notice('年终大扫除安排')!;
    expect((row.positionIds as number[]).map(positionName)).toEqual(['前台', '保洁']);
    expect(row.content).toMatch(/^<p><img src="data:image\/png;base64,/);
    expect(row.status).toBe(1);
    await screen.findByText('共 4 条');
    expect(within(rowOf('年终大扫除安排')).getByText('前台、保洁')).toBeInTheDocument();
  });

  it('withdraws and publishes a notice with its switch, and deletes one after confirming', async () => {
    const { user } = await open();
    await user.click(within(rowOf('双十一期间排班安排')).getByRole('switch'));
    await screen.findByText('更新成功');
    expect(notice('双十一期间排班安排')?.status).toBe(0);
    await user.click(within(rowOf('10月财务对账说明')).getByRole('switch'));
    await waitFor(() => expect(notice('10月财务对账说明')?.status).toBe(1));
    // published again: the publish time is now
    expect(notice('10月财务对账说明')?.publishTime).not.toBe('2026-11-01 10:00:00');

    await deleteAndSeeGone(user, '消防安全检查通知', notice);
  });

  it('shows a notice as staff will read it, with its body made safe', async () => {
    notice('双十一期间排班安排')!.content =
      '<p>排班表<img src=x onerror="window.__pwned=1"></p><svg><script>window.__pwned=2</script></svg>';
    const { user } = await open();
    const dialog = await openRowDialog(user, '双十一期间排班安排', '查看');
    expectTexts(dialog, '双十一期间排班安排', /接收岗位：前台、客房、保洁/, /排班表/);
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('lets staff read the notices but not change them', async () => {
    const { user } = await open(STAFF);
    expect(screen.queryByText(/^新\s*增$/)).not.toBeInTheDocument();
    expect(within(rowOf('消防安全检查通知')).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(rowOf('消防安全检查通知')).queryByText('删除')).not.toBeInTheDocument();
    await openRowDialog(user, '消防安全检查通知', '查看');
  });
});
