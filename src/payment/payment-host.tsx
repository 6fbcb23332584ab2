import { lazy, Suspense } from 'react';
import { closePayment, usePaymentStore } from './payment-store';

// the dialogs (forms, QR code, polling) load with the first purchase, not with the console
const PaymentFlow = lazy(() => import('./payment-flow'));

/**
 * The payment dialogs of the purchase opened with `openPayment` (§4): order → QR code → result. Mounted once
 * by app/ inside the router and the providers; renders nothing while no purchase is open.
 *
 * @example <PaymentHost /> // then, anywhere: openPayment({ item, order })
 */
export function PaymentHost() {
  const request = usePaymentStore((s) => s.request);
  const serial = usePaymentStore((s) => s.serial);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PaymentFlow key={serial} request={request} onClose={closePayment} />
    </Suspense>
  );
}
