import type { Messages } from '../zh';

export const live: Messages['live'] = {
  notice: {
    title: 'System notification',
    unread: '{{count}} unread',
    sentAt: 'Sent: {{time}}',
    next: 'Next',
    ack: 'Got it',
  },
  activity: {
    label: 'Activity',
    period: 'Valid: {{from}} to {{to}}',
    close: 'Close',
  },
  payOrder: {
    title: 'An order is waiting for payment',
    item: '{{product}} · {{plan}}',
    amount: 'Amount due: ¥{{price}}',
    orderNo: 'Order no.: {{no}}',
    pay: 'Pay now',
    cancel: 'Cancel',
    cancelTitle: 'Cancel this order?',
    cancelBody: 'Order {{no}} cannot be paid once cancelled; to buy, place a new order.',
    cancelOk: 'Cancel order',
    cancelKeep: 'Keep it',
  },
};
