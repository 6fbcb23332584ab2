import { i18n } from '@/i18n/i18n';

/**
 * What the message centre's forms offer, the same values the mock checks (mocks/domains/message-center/seed.ts):
 * scenes, placeholders, the signature rule and how an SMS is billed.
 */

/** Scenes a template is sent in (labels are locale keys). */
export const SCENES = [1, 2, 3, 4, 5, 6].map((value) => ({ value, label: `messages.scene${value}` }));

/** The placeholders a template may hold, by our key (the locale files hold the tokens, as written in content). */
export const PLACEHOLDER_KEYS = [
  'guestName',
  'roomNo',
  'checkInTime',
  'checkOutTime',
  'arrivalDate',
  'orderNo',
  'placeName',
  'placePhone',
  'memberLevel',
] as const;

/**
 * The placeholder tokens, as the content writes them between braces. They are data the server checks, not UI
 * text: both locale files hold the same Chinese tokens (messages.placeholderToken).
 */
export const placeholderTokens = (): string[] =>
  PLACEHOLDER_KEYS.map((k) => i18n.t(`messages.placeholderToken.${k}`));

/** The placeholders of a text that are not known, in order. */
export function unknownPlaceholders(content: string): string[] {
  const known = placeholderTokens();
  return [...content.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).filter((p) => !known.includes(p));
}

/** A template's content with sample values in its placeholders (the place's own name when known). */
export function fillSample(content: string, placeName?: string): string {
  const values = new Map(
    PLACEHOLDER_KEYS.map((k) => [
      i18n.t(`messages.placeholderToken.${k}`),
      k === 'placeName' && placeName ? placeName : i18n.t(`messages.placeholderSample.${k}`),
    ]),
  );
  return content.replace(/\{([^{}]*)\}/g, (all, name: string) => values.get(name) ?? all);
}

/** Billed messages of one SMS: 70 characters fit one, a longer text goes in parts of 67. */
export function smsParts(text: string): number {
  const n = [...text].length;
  return n <= 70 ? 1 : Math.ceil(n / 67);
}

/** 2 to 12 Chinese characters, letters or digits (the 【】 are added when the SMS goes out). */
export { checkSignature, SIGNATURE_RE, TEMPLATE_CONTENT_MAX } from '@/domain/messages';
export const checkPlaceholders = (v: unknown) =>
  typeof v === 'string' && unknownPlaceholders(v).length > 0 ? 'messages.unknownPlaceholder' : null;

/** Permission keys of the page's actions (mocks/menus.ts lists them on /info/msg). */
export const MESSAGE_PERMS = {
  list: 'info:msg:list',
  template: {
    add: 'info:msgTemplate:add',
    edit: 'info:msgTemplate:edit',
    delete: 'info:msgTemplate:delete',
    status: 'info:msgTemplate:status',
  },
  sms: { status: 'info:sms:status' },
  notice: {
    add: 'info:notice:add',
    edit: 'info:notice:edit',
    delete: 'info:notice:delete',
    status: 'info:notice:status',
  },
} as const;
