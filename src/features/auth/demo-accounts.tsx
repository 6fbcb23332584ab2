import { Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo-accounts';
import { ui } from '@/components/feedback-ui';

/** Demo builds only: the mock backend's accounts, one click to fill, and a reset of the demo data. */
export default function DemoAccounts({ onPick }: { onPick: (account: string, password: string) => void }) {
  const { t } = useTranslation();
  const reset = () =>
    void ui.confirm({
      title: t('common.resetDemo'),
      content: t('common.resetDemoConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // the literal env check lets the production build drop the mock chunk entirely
        if (import.meta.env.VITE_USE_MOCK !== 'true') return;
        const { resetMockData } = await import('@mocks/browser');
        resetMockData();
        ui.success(t('common.resetDemo'));
      },
    });
  return (
    <Card
      size="small"
      title={t('common.demoAccounts')}
      extra={
        <Button size="small" type="link" onClick={reset}>
          {t('common.resetDemo')}
        </Button>
      }
      style={{ borderRadius: 10 }}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('common.demoAccountsHint')}
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={DEMO_ACCOUNTS}
        renderItem={(a) => (
          <List.Item>
            <Button
              type="link"
              size="small"
              onClick={() => onPick(a.account, DEMO_PASSWORD)}
              style={{ padding: 0 }}
            >
              {a.account}
            </Button>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(a.roleKey)}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
