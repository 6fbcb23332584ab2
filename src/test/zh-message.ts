import { zh } from '@/i18n/locales/zh';
import { zhConsole } from '@/i18n/locales/zh/console';

const words: Record<string, unknown> = { ...zh, ...zhConsole };

/**
 * What a check's answer reads as in zh: the entry its locale key names (a text, or undefined when the key has
 * none), null for null (the value passed). For the tests of the client's checks and the mock's.
 * @example zhMessage('validation.mobile') // '请输入正确的手机号'
 */
export const zhMessage = (key: string | null): unknown =>
  key === null
    ? null
    : key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], words);
