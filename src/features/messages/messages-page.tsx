import type { ComponentType } from 'react';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RoundCard } from '@/components/round-card';
import NoticeTab from './notice-tab';
import NotificationTab from './notification-tab';
import SmsTab from './sms-tab';
import TemplateTab from './template-tab';

/** The tabs of /info/msg; `?tab=` names the open one. */
export const MESSAGE_TABS: Array<{ key: string; label: string; Tab: ComponentType }> = [
  { key: 'notice', label: 'messages.tabNotice', Tab: NotificationTab },
  { key: 'template', label: 'messages.tabTemplate', Tab: TemplateTab },
  { key: 'sms', label: 'messages.tabSms', Tab: SmsTab },
  { key: 'announcement', label: 'messages.tabAnnouncement', Tab: NoticeTab },
];

/**
 * /info/msg (§2, §7 Messages and notices): the system notifications (the top bar's bell comes here), message
 * templates, the place's SMS and the notices to staff, a tab each. The tab is in the URL; switching tabs starts
 * the other tab's list afresh (page and filters belong to one tab).
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = MESSAGE_TABS.find((x) => x.key === params.get('tab')) ?? MESSAGE_TABS[0]!;
  return (
    <Flex vertical gap={12}>
      <RoundCard styles={{ body: { paddingBottom: 0 } }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('messages.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('messages.intro')}
        </Typography.Paragraph>
        <Tabs
          activeKey={active.key}
          onChange={(key) => setParams({ tab: key })}
          items={MESSAGE_TABS.map((x) => ({ key: x.key, label: t(x.label) }))}
          style={{ marginBottom: 0 }}
        />
      </RoundCard>
      <active.Tab key={active.key} />
    </Flex>
  );
}
