import { useEffect, useRef } from 'react';
import { Button, Space } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { commonLicense } from '@/api/services/common-license';
import { ui } from '@/components/feedback-ui';
import { openPayment } from '@/payment/payment-store';
import { PUSH_KIND, usePush } from '@/realtime/realtime';
import { useSession } from '@/session/session-store';
import { formatPrice } from '@/utils/validators';
import { payKindOf, readPayOrder, type PayOrderPush } from './push-data';

const noticeKey = (orderId: number) => `pay-order-${orderId}`;

/**
 * The pay-order notice (§4 push 9): the order's product, plan, amount and number, with 去支付 and 取消, and no
 * close icon or timer: it stays until acted on. 去支付 opens the payment flow for the existing order (QR code,
 * poll, result: src/payment); 取消 asks first, then cancels it (commonLicense.cancelOrder). A server refusal
 * (already paid or cancelled) also removes the notice, since nothing is left to act on; a network failure
 * keeps it. One notice per order.
 */
export function usePayOrderNotices(api: NotificationInstance): void {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? null);

  // another place: its orders are not payable from here
  const placeRef = useRef(placeId);
  useEffect(() => {
    if (placeRef.current === placeId) return;
    placeRef.current = placeId;
    api.destroy();
  }, [placeId, api]);

  const pay = (order: PayOrderPush) => {
    api.destroy(noticeKey(order.orderId));
    openPayment({
      item: {
        productName: order.licenseName,
        planName: order.planName,
        durationText: order.durationText ?? '—',
        quantityText: '1',
        amount: order.price,
      },
      orderId: order.orderId,
      kind: payKindOf(order.outTradeNo),
    });
  };

  const cancel = (order: PayOrderPush) =>
    void ui.confirm({
      title: t('live.payOrder.cancelTitle'),
      content: t('live.payOrder.cancelBody', { no: order.outTradeNo || order.orderId }),
      okText: t('live.payOrder.cancelOk'),
      cancelText: t('live.payOrder.cancelKeep'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          ui.success(await commonLicense.cancelOrder(order.orderId));
        } catch (e) {
          // the request layer has shown why; a refusal (already paid or cancelled) leaves nothing to act on,
          // a network failure keeps the notice for another try
          if (!(isApiError(e) && e.kind === 'server')) return;
        }
        api.destroy(noticeKey(order.orderId));
      },
    });

  usePush(PUSH_KIND.payOrder, (frame) => {
    const order = readPayOrder(frame.data);
    if (!order) return;
    api.open({
      key: noticeKey(order.orderId),
      type: 'warning',
      title: t('live.payOrder.title'),
      description: (
        <div>
          <div>{t('live.payOrder.item', { product: order.licenseName, plan: order.planName || '—' })}</div>
          <div>{t('live.payOrder.amount', { price: formatPrice(order.price) })}</div>
          {order.outTradeNo && <div>{t('live.payOrder.orderNo', { no: order.outTradeNo })}</div>}
        </div>
      ),
      actions: (
        <Space>
          <Button size="small" onClick={() => cancel(order)}>
            {t('live.payOrder.cancel')}
          </Button>
          <Button size="small" type="primary" onClick={() => pay(order)}>
            {t('live.payOrder.pay')}
          </Button>
        </Space>
      ),
      duration: 0,
      closable: false,
      role: 'alert',
    });
  });
}
