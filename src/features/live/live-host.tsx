import { message, notification } from 'antd';
import { showToast } from '@/components/timed-toast';
import { PUSH_KIND, usePush } from '@/realtime/realtime';
import { ActivityPopup } from './activity-popup';
import { NotificationDialog } from './notification-dialog';
import { usePayOrderNotices } from './pay-order-notice';

/** §4, §9: the type 101 warning stays 30 s. */
export const WARNING_TOAST_S = 30;

/**
 * What pushes show anywhere in the console (§4 Push messages): businessType 5, 6 and 105 open the notification
 * dialog, 101 a warning toast for 30 s, 7 the activity popup, 9 a pay-order notice. On entering a place it also
 * checks for unread notifications once (see NotificationDialog). Pushes that belong to a page (4 the room
 * board, 109 the goods page) are that page's own `usePush`.
 *
 * app/ mounts it once in the console layout, inside the providers and beside `<PaymentHost/>` (去支付 opens
 * it); the socket itself is the layout's (`useRealtimeConnection`).
 *
 * @example <LiveHost />  // <LiveHost checkOnEnter={false} /> leaves the entry check out
 */
export function LiveHost({ checkOnEnter = true }: { checkOnEnter?: boolean }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'topRight' });

  usePush(PUSH_KIND.warning, (frame) => {
    const text = typeof frame.msg === 'string' ? frame.msg.trim() : '';
    // the same warning twice at once shows once, for 30 s from the latest
    if (text)
      showToast(messageApi, {
        type: 'warning',
        content: text,
        key: `push-warning-${text}`,
        duration: WARNING_TOAST_S,
      });
  });
  usePayOrderNotices(notificationApi);

  return (
    <>
      {messageHolder}
      {notificationHolder}
      <NotificationDialog checkOnEnter={checkOnEnter} />
      <ActivityPopup />
    </>
  );
}
