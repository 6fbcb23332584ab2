import { useState } from 'react';
import { useNavigate } from 'react-router';
import { commonLicense, type PayOrder } from '@/api/services/common-license';
import { PAY_CHANNELS } from '@/domain/licence';
import { OrderDialog, type OrderDraft } from './order-dialog';
import { QrDialog } from './qr-dialog';
import { PaidDialog, FailedDialog } from './result-dialogs';
import { emitLicenceChange, type PaymentRequest } from './payment-store';

/** The purchase history, where the success dialog links (§2 Dialogs). */
export const HISTORY_PATH = '/application/myApp?secondType=2';

/**
 * An idempotency key for one purchase: the same key answers the same order, so a double click or a retried
 * call never orders twice. randomUUID needs a secure context; plain-http demos get a random v4 id instead.
 */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type Step = 'order' | 'qr' | 'paid' | 'failed';

/**
 * One purchase from its order to its result (§4). The order dialog's values live here, so going back to it
 * (change method, reorder, a failed payment) shows them again. The first pay makes the order with the
 * request's own call; from then on (or for an existing order) paying again is buyOrder on that order, which
 * gives a new code for the same order: one purchase, one order.
 */
export default function PaymentFlow({ request, onClose }: { request: PaymentRequest; onClose: () => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('order');
  const [draft, setDraft] = useState<OrderDraft>({ payChannel: PAY_CHANNELS.alipay, agreed: false });
  const [orderId, setOrderId] = useState(request.orderId);
  const [requestId] = useState(newRequestId);
  const [pay, setPay] = useState<PayOrder | null>(null);
  const [remark, setRemark] = useState('');

  async function placeOrder(d: OrderDraft) {
    setDraft(d);
    let answer: PayOrder;
    if (orderId !== undefined) {
      answer = await commonLicense.buyOrder({ id: orderId, payChannel: d.payChannel });
    } else if (request.order) {
      const delivery = request.item.needsAddress
        ? { contacts: d.contacts ?? '', phone: d.phone ?? '', address: d.address ?? '' }
        : undefined;
      answer = await request.order({ payChannel: d.payChannel, requestId, delivery });
    } else {
      throw new Error('openPayment needs `order` or `orderId`');
    }
    setOrderId(answer.id);
    setPay(answer);
    setStep('qr');
  }

  /** a successful purchase changed the place's licences: app/ refreshes the token and the menus */
  function closePaid() {
    emitLicenceChange();
    onClose();
  }

  return (
    <>
      <OrderDialog
        open={step === 'order'}
        item={request.item}
        draft={draft}
        orderExists={orderId !== undefined}
        onPay={placeOrder}
        onCancel={onClose}
      />
      {pay && (
        <QrDialog
          open={step === 'qr'}
          pay={pay}
          kind={request.kind ?? 'licence'}
          onPaid={() => setStep('paid')}
          onFailed={(r) => {
            setRemark(r);
            setStep('failed');
          }}
          onBack={() => setStep('order')}
          onClose={onClose}
        />
      )}
      {pay && step === 'paid' && (
        <PaidDialog
          outTradeNo={pay.outTradeNo}
          onHistory={() => {
            closePaid();
            void navigate(HISTORY_PATH);
          }}
          onClose={closePaid}
        />
      )}
      <FailedDialog
        open={step === 'failed'}
        remark={remark}
        onReorder={() => setStep('order')}
        onClose={onClose}
      />
    </>
  );
}
