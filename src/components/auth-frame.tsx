import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { LanguageSwitch } from './language-switch';
import { BrandFooter } from './brand-footer';
import styles from './auth-frame.module.css';

/** The frame of the signed-out pages: brand panel, a card for the form, language switch, footer. */
export function AuthFrame({
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
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div className={styles.brand}>
          <img src={brand.logo} alt="" width={32} height={32} />
          <strong>{t(`brand.${brand.id}.name`)}</strong>
        </div>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-hidden="true">
          <h2 className={styles.slogan}>{t(`brand.${brand.id}.slogan`)}</h2>
        </section>
        <div className={styles.column} style={{ width }}>
          <section className={styles.card}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            {children}
          </section>
          {aside}
        </div>
      </main>
      <footer className={styles.footer}>
        <BrandFooter />
      </footer>
    </div>
  );
}
