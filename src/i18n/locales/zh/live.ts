/** What pushes show (§4 Push messages): the notification dialog, the activity popup, the pay-order notice. */
export const live = {
  notice: {
    title: '系统通知',
    unread: '未读 {{count}} 条',
    sentAt: '发送时间：{{time}}',
    next: '查看下一条',
    ack: '知道了',
  },
  activity: {
    label: '活动通知',
    period: '活动时间：{{from}} 至 {{to}}',
    close: '关闭',
  },
  payOrder: {
    title: '您有一笔待支付订单',
    item: '{{product}} · {{plan}}',
    amount: '应付金额：¥{{price}}',
    orderNo: '订单号：{{no}}',
    pay: '去支付',
    cancel: '取消',
    cancelTitle: '确定取消该订单吗？',
    cancelBody: '订单 {{no}} 取消后不能再支付，如需购买请重新下单。',
    cancelOk: '取消订单',
    cancelKeep: '暂不取消',
  },
};
