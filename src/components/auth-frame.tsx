import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { LanguageSwitch } from './language-switch';
import { BrandFooter } from './brand-footer';
import styles from './auth-frame.module.css';

/** The frame of the signed-out pages: brand panel, a card for the form, language switch, footer. */
export function AuthFrame({ title, subtitle, children, width = 420, aside }: {
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
        <Flex align="center" gap={10}>
          <img src={brand.logo} alt="" width={32} height={32} />
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t(`brand.${brand.id}.name`)}
          </Typography.Text>
        </Flex>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-hidden="true">
          <h2 className={styles.slogan}>{t(`brand.${brand.id}.slogan`)}</h2>
        </section>
        <Flex vertical gap={16} style={{ width, maxWidth: '100%' }}>
          <Card className={styles.card}>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
            {children}
          </Card>
          {aside}
        </Flex>
      </main>
      <footer className={styles.footer}>
        <BrandFooter />
      </footer>
    </div>
  );
}
