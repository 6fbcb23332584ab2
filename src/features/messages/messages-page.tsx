import { TabbedPage, type PageTab } from '@/components/tabbed-page';
import NoticeTab from './notice-tab';
import NotificationTab from './notification-tab';
import SmsTab from './sms-tab';
import TemplateTab from './template-tab';

/** The tabs of /info/msg; `?tab=` names the open one. */
export const MESSAGE_TABS: PageTab[] = [
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
  return <TabbedPage title="messages.title" intro="messages.intro" tabs={MESSAGE_TABS} />;
}
