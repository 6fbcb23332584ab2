/**
 * /business-merchant/feedback/add (§2 意见反馈, §3 Feedback, §8): an operator's feedback, stored per user.
 *
 * Rules: the content must hold text or an image once the markup is stripped (反馈内容不能为空); at most
 * FEEDBACK_MAX_CHARS characters of text; product and platform are both 0 (§9); userId is the signed-in user.
 *
 * Forcing a failure (tests, demos): content whose text contains `#fail` answers code 500
 * 反馈服务繁忙，请稍后再试 and stores nothing, as a busy backend would.
 */
import { formatTime } from '../../db';
import { invalid, ok, raise, route } from '../../contract';
import { int } from '../../validate';
import { FEEDBACK } from './tables';

export { FEEDBACK_TABLE } from './tables';
export const FEEDBACK_MAX_CHARS = 2000;
/** Text that makes the call fail with code 500 (see the module comment). */
export const FEEDBACK_FAIL_MARK = '#fail';

export const FEEDBACK_MSG = {
  ok: '提交成功',
  empty: '反馈内容不能为空',
  tooLong: `反馈内容不能超过${FEEDBACK_MAX_CHARS}个字`,
  badProduct: '产品标识不正确',
  badPlatform: '平台标识不正确',
  badUser: '反馈用户与当前登录用户不一致',
  busy: '反馈服务繁忙，请稍后再试',
} as const;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * The text of the editor's HTML: tags dropped, the common entities decoded, white space collapsed.
 * @example feedbackText('<p>房态&nbsp;<b>不同步</b></p><p><br></p>') // → '房态 不同步'
 */
export function feedbackText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const feedbackHandlers = [
  route.post(
    '/business-merchant/feedback/add',
    // feedback belongs to the user; the place header is checked when the console sends one
    { auth: true, index: 'optional' },
    ({ db, user, place, body, now }) => {
      const content = typeof body.content === 'string' ? body.content : '';
      const words = feedbackText(content);
      // a screenshot alone is feedback too
      if (words === '' && !/<img\b[^>]*\bsrc=/i.test(content)) invalid(FEEDBACK_MSG.empty);
      if ([...words].length > FEEDBACK_MAX_CHARS) invalid(FEEDBACK_MSG.tooLong);
      if (int(body.product) !== 0) invalid(FEEDBACK_MSG.badProduct);
      if (int(body.platform) !== 0) invalid(FEEDBACK_MSG.badPlatform);
      if (int(body.userId) !== user.id) invalid(FEEDBACK_MSG.badUser);
      if (words.includes(FEEDBACK_FAIL_MARK)) raise(500, FEEDBACK_MSG.busy);
      const { id } = db.insert(FEEDBACK, {
        placeId: place?.id ?? null,
        userId: user.id,
        content,
        product: 0,
        platform: 0,
        createTime: formatTime(now),
      });
      return ok({ id }, FEEDBACK_MSG.ok);
    },
  ),
];
