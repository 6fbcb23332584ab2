import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Language } from './i18n';

/** dayjs follows the UI language. Loaded after the first paint: the login page shows no dates. */
export function applyDayjsLocale(lang: Language): void {
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
}
