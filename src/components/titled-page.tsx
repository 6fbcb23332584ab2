import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A heading and the grey line on what is under it (locale keys), over its content. */
export interface TitledProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/**
 * A page under a plain heading: its title and, in grey under it, a line on what the page is for (locale keys).
 * @example <TitledPage title="netbar.place.title" intro="netbar.place.intro"><SettingsForm … /></TitledPage>
 */
export function TitledPage({ title, intro, children }: TitledProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(intro)}</Typography.Paragraph>
      {children}
    </div>
  );
}
