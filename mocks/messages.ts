/**
 * The server's messages for the rules the page and the mock share (src/domain/entity.ts): a rule answers a
 * locale key, and the backend answers with its Chinese text — the very string the page shows in zh, so the
 * two cannot drift.
 */
import { zh } from '../src/i18n/locales/zh';
import { zhConsole } from '../src/i18n/locales/zh/console';
import { en } from '../src/i18n/locales/en';
import type { RuleMessage } from '../src/domain/entity';

const dictionary: Record<string, unknown> = { ...zh, ...zhConsole };

const textOf = (words: Record<string, unknown>, lang: string, { key, params }: RuleMessage): string => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], words);
  if (typeof found !== 'string') throw new Error(`no ${lang} message for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
};

/**
 * The Chinese text of a locale key, with its {{values}} filled in; an unknown key throws (a rule whose
 * message is missing is a bug, not a message).
 * @example zhText({ key: 'fieldRules.range', params: { min: 0, max: 99 } }) // '请输入0-99之间的数值'
 */
export function zhText(message: RuleMessage): string {
  return textOf(dictionary, 'zh', message);
}

/**
 * The Chinese texts of the locale keys under `prefix`, by the rest of their key: a module's own messages.
 * @example const said = zhTextsUnder('orders.shift'); said('overlap', { start, end, name })
 */
export const zhTextsUnder =
  (prefix: string) =>
  (key: string, params?: Record<string, unknown>): string =>
    zhText({ key: `${prefix}.${key}`, params });

/** The English text of a locale key: what the server keeps beside a Chinese name (a menu node's enName). */
export function enText(message: RuleMessage): string {
  return textOf(en, 'en', message);
}
