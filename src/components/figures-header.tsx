import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TitledProps } from './titled-page';

/**
 * The title card of a figures page (the business report, the cafe's analysis): its title and intro on the
 * left, its controls (the days, 导出) on the right, wrapping under them on a narrow screen.
 * @example <FiguresHeader title="orders.report.title" intro="orders.report.intro">…</FiguresHeader>
 */
export function FiguresHeader({ title, intro, children }: TitledProps) {
  const { t } = useTranslation();
  return (
    <Card style={{ borderRadius: 10 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(title)}
          </Typography.Title>
          <Typography.Text type="secondary">{t(intro)}</Typography.Text>
        </div>
        {children}
      </Flex>
    </Card>
  );
}
