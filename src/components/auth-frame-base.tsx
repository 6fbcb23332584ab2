import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { useSettings } from '@/settings/settings-store';
import { lightShellVars } from '@/settings/light-shell';
import { LanguageSwitch } from './language-switch';
import { BrandFooter } from './brand-footer';
import './auth-frame.css';

/**
 * The frame of the signed-out pages: brand panel, a card for the form, language switch, footer. Light in dark
 * mode too. No antd in it (issue 18): /login, whose form is built without antd, paints with this frame alone;
 * pages with antd forms in the card use `AuthFrame` (auth-frame.tsx), which adds antd's light theme.
 */
export function AuthFrameBase({
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
  const { color } = useSettings();
  return (
    <div className="mc-auth-page" style={lightShellVars(color || brand.color)}>
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
