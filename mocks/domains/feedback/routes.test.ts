import { describe, expect, it } from 'vitest';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { TestClient } from '../../test-client';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MSG, FEEDBACK_TABLE, feedbackText } from '../feedback/routes';

const ADD = '/business-merchant/feedback/add';
const OWNER_ID = 10001;

async function owner(placeId: number | null = 1001) {
  const c = new TestClient();
  await c.login(DEMO_USERS.owner);
  return c.enter(placeId);
}

const send = (c: TestClient, body: Record<string, unknown>) =>
  c.post<{ id: number } | null>(ADD, { product: 0, platform: 0, userId: OWNER_ID, ...body });

const stored = () => mockDb().table(FEEDBACK_TABLE);

describe('feedback/add', () => {
  it('stores the feedback of the signed-in user and answers 提交成功', async () => {
    const c = await owner();
    const res = await send(c, { content: '<p>房态图<strong>刷新慢</strong></p>' });
    expect(res.body).toMatchObject({ code: 200, msg: '提交成功' });
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({
      id: res.body.data!.id,
      placeId: 1001,
      userId: OWNER_ID,
      content: '<p>房态图<strong>刷新慢</strong></p>',
      product: 0,
      platform: 0,
    });
    expect(stored()[0]!.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // a screenshot alone is feedback too; and no place is needed
    const shot = await send(await owner(null), { content: '<p><img src="https://img.example/1.png"></p>' });
    expect(shot.body.code).toBe(200);
    expect(stored()[1]).toMatchObject({ placeId: null, userId: OWNER_ID });
  });

  it('refuses content without text or image: 反馈内容不能为空', async () => {
    const c = await owner();
    for (const content of [undefined, '', '   ', '<p><br></p>', '<p>&nbsp;</p><p> </p>', '<p><img></p>']) {
      const res = await send(c, { content });
      expect(res.body).toMatchObject({ code: 400, msg: '反馈内容不能为空' });
    }
    expect(stored()).toHaveLength(0);
  });

  it(`refuses more than ${FEEDBACK_MAX_CHARS} characters of text (markup does not count)`, async () => {
    const c = await owner();
    const at = `<p><b>${'房'.repeat(FEEDBACK_MAX_CHARS)}</b></p>`;
    expect((await send(c, { content: at })).body.code).toBe(200);
    const over = await send(c, { content: `<p>${'房'.repeat(FEEDBACK_MAX_CHARS + 1)}</p>` });
    expect(over.body).toMatchObject({ code: 400, msg: '反馈内容不能超过2000个字' });
    expect(stored()).toHaveLength(1);
  });

  it('product and platform must be 0; userId must be the signed-in user', async () => {
    const c = await owner();
    const content = '<p>建议增加夜审报表</p>';
    expect((await send(c, { content, product: 1 })).body.msg).toBe(FEEDBACK_MSG.badProduct);
    expect((await send(c, { content, platform: undefined })).body.msg).toBe(FEEDBACK_MSG.badPlatform);
    expect((await send(c, { content, userId: 10003 })).body.msg).toBe(FEEDBACK_MSG.badUser);
    expect((await send(c, { content, userId: '10001' })).body.code).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('needs a session; a place that is not the user’s is refused', async () => {
    const c = await owner();
    expect((await send(c, { content: '<p>x</p>' })).body.code).toBe(200);
    expect((await c.post(ADD, { content: '<p>x</p>' }, { token: null })).status).toBe(401);
    expect((await send(c.enter(1014), { content: '<p>x</p>' })).body.code).toBe(403);
  });

  it('content with #fail answers code 500 反馈服务繁忙，请稍后再试 and stores nothing', async () => {
    const c = await owner();
    const res = await send(c, { content: '<p>测试 #fail</p>' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: '反馈服务繁忙，请稍后再试', data: null });
    expect(stored()).toHaveLength(0);
  });

  it('feedbackText strips tags and decodes the common entities', () => {
    expect(feedbackText('<p>房态&nbsp;<b>不同步</b></p><p><br></p>')).toBe('房态 不同步');
    expect(feedbackText('<p>&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39;</p>')).toBe(`<b> & "x" 'y'`);
  });
});
