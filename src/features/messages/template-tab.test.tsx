import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_TABLES } from '@mocks/domains/message-center/seed';
import { choose } from '@/test/select';
import { deleteAndSeeGone, fieldShowing, openAdd, openRowDialog, retype, saveRefused } from '@/test/form';
import { buttonIn, errorsOf, expectTexts, rowOf } from '@/test/table';
import { placeRow } from '@/test/place-rows';
import { openMessages, STAFF } from './test-support';

/*
 * /info/msg?tab=template against 1001's templates: 入住欢迎短信 (入住成功), 退房前一小时提醒, 预订成功通知 enabled and
 * 会员生日关怀 disabled, all signed 云栖电竞酒店.
 */
const PATH = '/info/msg?tab=template';
const template = (name: string) => placeRow(MESSAGE_TABLES.msgModel, 'templateName', name);

const open = (account?: string) => openMessages(PATH, { account, first: '入住欢迎短信' });

describe('/info/msg?tab=template (message templates)', { timeout: 30_000 }, () => {
  it('lists the templates with scene, signature and switch', async () => {
    await open();
    expect(screen.getByText('共 4 条')).toBeInTheDocument();
    const welcome = rowOf('入住欢迎短信');
    expectTexts(welcome, '入住成功', '【云栖电竞酒店】');
    expect(within(welcome).getByRole('switch')).toBeChecked();
    expect(within(rowOf('会员生日关怀')).getByRole('switch')).not.toBeChecked();
  });

  it('checks a new template with the §5 rules', async () => {
    const { user } = await open();
    const dialog = await openAdd(user);
    await saveRefused(user, dialog, {
      模板名称: '输入不可以为空',
      使用场景: '请选择使用场景',
      模板内容: '输入不可以为空',
      短信签名: '输入不可以为空',
    });

    await user.type(within(dialog).getByLabelText('模板名称'), '续住 提醒!');
    await user.type(within(dialog).getByLabelText('短信签名'), '【云栖】');
    await user.type(within(dialog).getByLabelText('模板内容'), '您的{{房号}已续住');
    await waitFor(() =>
      expect(errorsOf(dialog, '模板名称')).toEqual(['请输入中文、英文、数字、横线、下划线']),
    );
    expect(errorsOf(dialog, '短信签名')).toEqual(['短信签名为2-12位中文、英文或数字']);
    expect(within(dialog).getByLabelText('模板内容')).toHaveValue('您的{房号}已续住');
    await waitFor(() =>
      expect(errorsOf(dialog, '模板内容')).toEqual(['含有不支持的占位符，请从下方列表插入']),
    );
  });

  it('inserts placeholders at the cursor, previews the SMS and saves', async () => {
    const { user } = await open();
    const dialog = await openAdd(user);
    expect(within(dialog).getByText('输入模板内容后在这里预览')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('模板名称'), '续住提醒');
    await choose(user, dialog, '使用场景', '续住成功');
    await user.type(within(dialog).getByLabelText('短信签名'), '云栖电竞酒店');
    const content = within(dialog).getByLabelText('模板内容');
    // the placeholders go in with a click, where the cursor is
    await user.click(within(dialog).getByRole('checkbox', { name: '插入客人姓名' }));
    await user.click(content);
    await user.keyboard('您好，您的房间已续住至');
    await user.click(within(dialog).getByRole('checkbox', { name: '插入退房时间' }));
    await waitFor(() => expect(content).toHaveValue('{客人姓名}您好，您的房间已续住至{退房时间}'));
    const preview = within(dialog).getByRole('region', { name: '短信预览' });
    expect(
      within(preview).getByText('【云栖电竞酒店】张三您好，您的房间已续住至2026-11-21 12:00'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('共 37 字，按 1 条计费')).toBeInTheDocument();

    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('新增成功');
    expect(template('续住提醒')).toMatchObject({
      scene: 5,
      content: '{客人姓名}您好，您的房间已续住至{退房时间}',
      signature: '云栖电竞酒店',
      status: 1,
    });
    await screen.findByText('共 5 条');
    expect(within(rowOf('续住提醒')).getByText('续住成功')).toBeInTheDocument();
  });

  it('puts the server’s refusal on its field and keeps the form', async () => {
    const { user } = await open();
    const dialog = await openRowDialog(user, '会员生日关怀');
    const name = await fieldShowing(dialog, '模板名称', '会员生日关怀');
    await retype(user, name, '入住欢迎短信');
    await saveRefused(user, dialog, { 模板名称: '模板名称已存在' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await retype(user, name, '生日关怀');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(template('生日关怀')?.scene).toBe(6);
  });

  it('switches a template on and deletes one after confirming', async () => {
    const { user } = await open();
    await user.click(within(rowOf('会员生日关怀')).getByRole('switch'));
    await screen.findByText('更新成功');
    expect(template('会员生日关怀')?.status).toBe(1);
    await deleteAndSeeGone(user, '退房前一小时提醒', template);
  });

  it('shows staff the templates without changing them', async () => {
    await open(STAFF);
    expect(screen.queryByText(/^新\s*增$/)).not.toBeInTheDocument();
    expect(within(rowOf('入住欢迎短信')).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(rowOf('入住欢迎短信')).queryByRole('switch')).not.toBeInTheDocument();
  });
});
