import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { useSettings } from '@/settings/settings-store';
import { consoleTheme, shellCssVars } from '@/settings/theme';
import { LanguageSwitch } from './language-switch';
import { BrandFooter } from './brand-footer';
import './auth-frame.css';

/**
 * The frame of the signed-out pages (and of the lock and pick-place pages): brand panel, a card for the form,
 * language switch, footer. Its light design stays light in dark mode: antd's components and the shell's
 * colours (--mc-…) inside it take the light theme, so a link or a grey text keeps its contrast on the white card.
 */
export function AuthFrame(props: Parameters<typeof Frame>[0]) {
  const { color } = useSettings();
  const { token } = antdTheme.useToken();
  const light = useMemo(
    // inherit: false, or the dark theme's own tokens (its link colour, say) would stay under the light ones
    () => ({ ...consoleTheme('light', color || brand.color, { motion: token.motion }), inherit: false }),
    [color, token.motion],
  );
  return (
    <ConfigProvider theme={light}>
      <Frame {...props} />
    </ConfigProvider>
  );
}

function Frame({
  title,
  subtitle,
  children,
  width = 420,
  aside,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  return (
    <div className="mc-auth-page" style={shellCssVars(token)}>
      <header className="mc-auth-top">
        <div className="mc-auth-brand">
          <img src={brand.logo} alt="" width={32} height={32} />
          <strong>{t(`brand.${brand.id}.name`)}</strong>
        </div>
        <LanguageSwitch />
      </header>
      <main className="mc-auth-main">
        <section className="mc-auth-hero" aria-hidden="true">
          <h2 className="mc-auth-slogan">{t(`brand.${brand.id}.slogan`)}</h2>
          <ul className="mc-auth-points">
            {(['point1', 'point2', 'point3'] as const).map((p) => (
              <li key={p}>{t(`brand.${brand.id}.${p}`)}</li>
            ))}
          </ul>
        </section>
        <div className="mc-auth-column" style={{ width }}>
          <section className="mc-auth-card">
            <h1 className="mc-auth-title">{title}</h1>
            {subtitle && <p className="mc-auth-subtitle">{subtitle}</p>}
            {children}
          </section>
          {aside}
        </div>
      </main>
      <footer className="mc-auth-footer">
        <BrandFooter />
      </footer>
    </div>
  );
}
