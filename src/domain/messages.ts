import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * The message centre's declarations (§3 notice records, §6 positions receive notices), shared by the page
 * (src/features/messages), the mock (mocks/domains/message-center/routes.ts) and the contract suite.
 */

/**
 * Where /business-merchant serves the message templates, the place's SMS, the notices to staff and the place's
 * system notifications.
 */
export const MSG_MODEL_BASE = '/business-merchant/businessMsgModel';
export const SMS_BASE = '/business-merchant/message';
export const NOTICE_BASE = '/business-merchant/businessNotice';
export const NOTIFICATION_BASE = '/business-merchant/businessNotification';

/** A notice body may hold pasted pictures, as data: URLs. */
export const NOTICE_CONTENT_MAX = 20_000;

/** The body of a notice without its markup; pictures count as content. */
export const hasContent = (html: unknown): boolean =>
  typeof html === 'string' &&
  (/<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '');

/**
 * A notice to the staff (businessNotice): a title, a rich-text body stored as written (shown only through
 * SafeHtml), the positions it is addressed to and the publish switch (enableOrDisable).
 */
export const noticeEntity = entity({
  title: field.text({
    required: 'validation.required',
    maxLength: 50,
    tooLong: 'validation.max50',
    example: (n: number) => `Notice ${n}`,
  }),
  content: field.text({
    required: 'messages.noticeContentRequired',
    maxLength: NOTICE_CONTENT_MAX,
    tooLong: 'messages.noticeTooLong',
    checks: [(v) => (hasContent(v) ? null : 'messages.noticeContentRequired')],
    bad: ['<p> </p>'],
    example: '<p>Fire drill at 3 pm</p>',
  }),
  positionIds: field.list({
    required: 'messages.positionsRequired',
    ref: { entity: 'businessPlacePosition', missing: 'messages.positionMissing' },
    bad: [[999_999]],
  }),
  positionNames: field.derived('list'),
  status: field.status(),
  publishTime: field.derived('text'),
  updateTime: field.derived('text'),
});
/** status 1 published; publishTime: when it was last enabled */
export interface Notice extends EntityRow<typeof noticeEntity> {
  positionIds: number[];
  positionNames: string[];
  status: 0 | 1;
}
export type NoticeInput = EntityInput<typeof noticeEntity>;

/** When a message is sent (a template's scene): 入住成功, 退房提醒, 预订确认, 预订取消, 续住成功, 会员生日. */
export const MSG_SCENE_CODES = [1, 2, 3, 4, 5, 6] as const;
/** 2 to 12 Chinese characters, letters or digits (the 【】 are added when the SMS goes out). */
export const SIGNATURE_RE = /^[\u4e00-\u9fa5A-Za-z0-9]{2,12}$/;
export const TEMPLATE_CONTENT_MAX = 300;
export const checkSignature = (v: unknown) =>
  typeof v === 'string' && v !== '' && !SIGNATURE_RE.test(v.trim()) ? 'messages.signatureRule' : null;

/**
 * A message template of the place (businessMsgModel): a name, the scene it is sent in, the content with
 * placeholders (the server also refuses a placeholder it does not know), the SMS signature and its switch,
 * which add and edit write (the entity has no status call).
 */
export const msgTemplateEntity = entity({
  templateName: field.name('validation.required', 'messages.templateNameTaken', 'Welcome'),
  scene: field.oneOf(MSG_SCENE_CODES, 'messages.sceneRequired'),
  sceneName: field.derived('text'),
  content: field.text({
    required: 'validation.required',
    maxLength: TEMPLATE_CONTENT_MAX,
    tableRule: 'only the placeholders the platform fills in',
    example: 'Welcome, see you soon',
  }),
  signature: field.text({
    required: 'validation.required',
    checks: [checkSignature],
    example: 'Yunqi',
  }),
  status: field.flag(1, 'messages.statusBad'),
  updateTime: field.derived('text'),
});
export interface MsgTemplate extends EntityRow<typeof msgTemplateEntity> {
  status: 0 | 1;
}
export type MsgTemplateInput = EntityInput<typeof msgTemplateEntity>;
