import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import { I18nextProvider } from 'react-i18next';
import { i18n, currentLanguage, type Language } from '@/i18n/i18n';
import { brand } from '@/config/brand';
import { settings, useSettings } from '@/settings/settings-store';
import { useSession } from '@/session/session-store';
import { RouterProvider } from 'react-router';
import { FeedbackBridge } from './feedback-bridge';
import { FeedbackHost } from '@/components/feedback-ui';
import type { AppRouter } from './router';
import { consoleTheme, shellCssVars } from '@/settings/theme';

/** antd's Chinese locale is bundled; others load with their language. */
const antdLocales: Record<Language, () => Promise<Locale>> = {
  zh: async () => zhCN,
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
};

function useLanguage(): { lang: Language; antdLocale: Locale } {
  const [state, setState] = useState<{ lang: Language; antdLocale: Locale }>({
    lang: 'zh',
    antdLocale: zhCN,
  });
  useEffect(() => {
    let alive = true;
    const on = () => {
      const lang = currentLanguage();
      void antdLocales[lang]().then((antdLocale) => alive && setState({ lang, antdLocale }));
    };
    on();
    i18n.on('languageChanged', on);
    return () => {
      alive = false;
      i18n.off('languageChanged', on);
    };
  }, []);
  useEffect(() => {
    void import('@/i18n/dayjs-locale').then((m) => m.applyDayjsLocale(state.lang));
    document.documentElement.lang = state.lang === 'zh' ? 'zh-CN' : 'en';
    document.title = i18n.t(`brand.${brand.id}.name`);
  }, [state.lang]);
  return state;
}

/** Operators who ask their system for less motion get antd without animations. */
const reducedMotion =
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Everything a page needs around it: server-state cache, i18n (with antd and dayjs locales), theme, feedback. */
/** Colours the shell's own CSS uses (var(--mc-…)), kept in step with antd's theme, light or dark. */
function CssVars() {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const vars = shellCssVars(token);
    for (const [k, v] of Object.entries(vars)) document.documentElement.style.setProperty(k, v);
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token]);
  return null;
}

function useTheme(): ThemeConfig {
  const { theme, color } = useSettings();
  return useMemo(
    () => consoleTheme(theme === 'dark' ? 'dark' : 'light', color || brand.color, { motion: !reducedMotion }),
    [theme, color],
  );
}

/**
 * Around every page: i18n (with antd and dayjs locales), theme, and the request layer's feedback. Server state
 * (TanStack Query) is provided by the signed-in routes' guards, so the login page's first load does not carry it.
 */
export function AppProviders({ router }: { router: AppRouter }) {
  const { antdLocale } = useLanguage();
  const theme = useTheme();
  // each user's settings follow them on this device
  const userId = useSession((s) => s.user?.id ?? null);
  useEffect(() => settings.loadFor(userId), [userId]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <CssVars />
        <FeedbackHost />
        <FeedbackBridge router={router} />
        {/*
          A navigation renders in one go rather than as a transition: React cut the new page's first render into
          5 ms slices with the menu's animation frames between them, which made a menu click about a third slower
          (issue 18, docs/performance.md). A page whose code is still loading shows its tag's skeleton meanwhile.
        */}
        <RouterProvider router={router} useTransitions={false} />
      </ConfigProvider>
    </I18nextProvider>
  );
}
