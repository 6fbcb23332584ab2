import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * The message centre's declarations (§3 notice records, §6 positions receive notices), shared by the page
 * (src/features/messages), the mock (mocks/handlers/message-center.ts) and the contract suite.
 */

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
