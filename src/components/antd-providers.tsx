import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import { i18n, currentLanguage, type Language } from '@/i18n/i18n';
import { brand } from '@/config/brand';
import { useSettings } from '@/settings/settings-store';
import { consoleTheme, shellCssVars } from '@/settings/theme';
import { FeedbackHost } from './feedback-ui';

/**
 * antd around the pages that use it: its theme (brand colour, light or dark, from the settings) and its locale
 * (following the console's language); and, once for the app, the shell's colours on the document and the host
 * of toasts and dialogs opened from code. Not in /login's first load (issue 18): the login form is built
 * without antd, so the router mounts `AntdProviders` around every other route, and the app mounts
 * `AntdFeedback` beside the routes, on /login once the browser is idle.
 */

/** antd's Chinese locale comes with antd; others load with their language. */
const antdLocales: Record<Language, () => Promise<Locale>> = {
  zh: async () => zhCN,
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
};

/** antd's locale for the console's language, following a switch. */
function useAntdLocale(): Locale {
  const [locale, setLocale] = useState<Locale>(zhCN);
  useEffect(() => {
    let alive = true;
    const on = () => void antdLocales[currentLanguage()]().then((l) => alive && setLocale(l));
    on();
    i18n.on('languageChanged', on);
    return () => {
      alive = false;
      i18n.off('languageChanged', on);
    };
  }, []);
  return locale;
}

/** Operators who ask their system for less motion get antd without animations. */
const reducedMotion =
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

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
 * The console's antd, its theme and locale, around `children`.
 *
 * `zeroRuntime` (the console layout's route): its antd components take their styles from antd's prebuilt
 * stylesheet (antd 6's zero-runtime mode; `loadAntdStyles` loads it first in the head with the layout) instead of
 * writing them into the page as they first render (issue 18, docs/performance.md): a page opened for the first
 * time no longer computes and inserts the rules of its Table, Form and Tabs, which was most of a menu click and
 * a good part of a reload. The theme still applies: the stylesheet reads antd's CSS variables, which this
 * provider sets. One provider for both (not a second one nested for the mode): each provider that changes the
 * theme writes a block of antd's CSS variables (12 kB) into the page. The signed-out pages keep the runtime
 * styles, so /pickplace or the registration do not load the stylesheet (110 kB gzip).
 */
export function AntdProviders({
  children,
  zeroRuntime = false,
}: {
  children: ReactNode;
  zeroRuntime?: boolean;
}) {
  const theme = useTheme();
  const themed = useMemo(() => (zeroRuntime ? { ...theme, zeroRuntime } : theme), [theme, zeroRuntime]);
  return (
    <ConfigProvider locale={useAntdLocale()} theme={themed}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Mounted once beside the routes (app/providers.tsx): the shell's colours on the document, and the toasts and
 * dialogs opened from code, which stay up across a navigation (a session that ends shows its message on /login).
 */
export function AntdFeedback() {
  return (
    <AntdProviders>
      <CssVars />
      <FeedbackHost />
    </AntdProviders>
  );
}

/**
 * antd in the light theme whatever the console's mode, with the console's locale: inside the signed-out frame,
 * which stays light in dark mode, so a link or a grey text keeps its contrast on the white card.
 */
export function LightAntd({ children }: { children: ReactNode }) {
  const { color } = useSettings();
  const locale = useAntdLocale();
  const light = useMemo(
    // inherit: false, or the dark theme's own tokens (its link colour, say) would stay under the light ones
    () => ({ ...consoleTheme('light', color || brand.color, { motion: !reducedMotion }), inherit: false }),
    [color],
  );
  return (
    <ConfigProvider theme={light} locale={locale}>
      {children}
    </ConfigProvider>
  );
}
