import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { keys } from '@/session/storage-keys';
import { zh } from './locales/zh';
import { en } from './locales/en';

export type Language = 'zh' | 'en';
export const LANGUAGES: Language[] = ['zh', 'en'];

function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(keys.language);
    return v === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function setLanguage(lang: Language): void {
  localStorage.setItem(keys.language, lang);
  void i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}
