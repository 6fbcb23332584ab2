import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { keys } from '@/session/storage-keys';
import { zh } from './locales/zh';

export type Language = 'zh' | 'en';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(keys.language) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

/** Chinese is bundled (the default); other languages load when chosen, so they cost nothing until then. */
const loaders: Record<Exclude<Language, 'zh'>, () => Promise<object>> = {
  en: () => import('./locales/en').then((m) => m.en),
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh } },
  lng: 'zh',
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

async function ensureLoaded(lang: Language): Promise<void> {
  if (lang === 'zh' || i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await loaders[lang]());
}

/** Switch the UI language (antd and dayjs follow in app/providers.tsx) and remember it on this device. */
export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(keys.language, lang);
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
}

/** Before the first render: switch to the remembered language if it is not the default. */
export async function restoreLanguage(): Promise<void> {
  const lang = storedLanguage();
  if (lang !== 'zh') await setLanguage(lang);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}
