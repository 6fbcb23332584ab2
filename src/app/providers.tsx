import { useEffect, useState } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, currentLanguage, type Language } from '@/i18n/i18n';
import { brand } from '@/config/brand';
import { RouterProvider } from 'react-router';
import { FeedbackBridge } from './feedback-bridge';
import type { AppRouter } from './router';

const ANTD_LOCALES = { zh: zhCN, en: enUS } as const;
const DAYJS_LOCALES = { zh: 'zh-cn', en: 'en' } as const;

function useLanguage(): Language {
  const [lang, setLang] = useState<Language>(currentLanguage());
  useEffect(() => {
    const on = () => setLang(currentLanguage());
    i18n.on('languageChanged', on);
    return () => i18n.off('languageChanged', on);
  }, []);
  useEffect(() => {
    dayjs.locale(DAYJS_LOCALES[lang]);
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    document.title = i18n.t(`brand.${brand.id}.name`);
  }, [lang]);
  return lang;
}

/** Operators who ask their system for less motion get antd without animations. */
const reducedMotion = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Everything a page needs around it: server-state cache, i18n (with antd and dayjs locales), theme, feedback. */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  const lang = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={ANTD_LOCALES[lang]} theme={{ token: { colorPrimary: brand.color, borderRadius: 6, motion: !reducedMotion } }}>
          <AntdApp>
            <FeedbackBridge router={router} />
            <RouterProvider router={router} />
          </AntdApp>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
