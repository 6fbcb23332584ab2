import { create } from 'zustand';
import type { PayOrder } from '@/api/services/common-license';
import type { PayChannel } from '@/domain/licence';
import { onSessionEnd } from '@/session/lifecycle';

/** What the order dialog summarises; the texts are already formatted by the page that sells it. */
export interface PaymentItem {
  productName: string;
  planName: string;
  durationText: string;
  quantityText: string;
  /** yuan */
  amount: number;
  /** physical goods: contacts, phone and delivery address are required (issue 7, point 5) */
  needsAddress?: boolean;
}

export interface Delivery {
  contacts: string;
  phone: string;
  address: string;
}

/** One purchase to pay, from the purchase page, the purchase history or a pay-order push. */
export interface PaymentRequest {
  item: PaymentItem;
  /** a new order: called by 去支付 with the chosen channel, an idempotency key fixed for this request, and the delivery */
  order?: (args: { payChannel: PayChannel; requestId: string; delivery?: Delivery }) => Promise<PayOrder>;
  /** an existing unpaid/failed order (history, a push): paying calls commonLicense.buyOrder({ id, payChannel }) */
  orderId?: number;
  /** 'sms' polls /common-message/sysMsgOrder/queryPayStatus; default 'licence' polls licenseOrder/getByPayStatus */
  kind?: 'licence' | 'sms';
}

interface PaymentState {
  request: PaymentRequest | null;
  /** a new number for every open, so a second purchase starts from a fresh flow */
  serial: number;
}

/** The one purchase being paid; `<PaymentHost/>` renders its dialogs. */
export const usePaymentStore = create<PaymentState>(() => ({ request: null, serial: 0 }));

/**
 * What had the focus when the purchase opened (its 购买 button). The flow's dialogs are unmounted when the
 * purchase ends, so antd cannot give the focus back itself: closePayment does (issue 16).
 */
let opener: HTMLElement | null = null;

/**
 * Open the order dialog for a purchase (any dialog of a previous one is replaced).
 * @example openPayment({ item, order: (a) => commonLicense.buyLicense({ licenseId: 1, priceId: 11, num: 1, ...a }) });
 */
export function openPayment(req: PaymentRequest): void {
  if (!usePaymentStore.getState().request)
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  usePaymentStore.setState((s) => ({ request: req, serial: s.serial + 1 }));
}

/** Close every payment dialog (a running pay session stops with them). */
export function closePayment(): void {
  usePaymentStore.setState({ request: null });
  const back = opener;
  opener = null;
  // once the dialogs are gone, unless the user moved on meanwhile (a navigation, a click elsewhere)
  if (back)
    setTimeout(() => {
      const now = document.activeElement;
      if (back.isConnected && (!now || now === document.body)) back.focus({ preventScroll: true });
    });
}

// a session that ends (logout, expiry) leaves no payment dialog or poll behind
onSessionEnd(closePayment);

const licenceListeners = new Set<() => void>();

/**
 * Listen to "the place's licences changed" (a purchase paid and its result closed, a code activated).
 * @example useEffect(() => onLicenceChange(() => void reloadMenus()), []);
 */
export function onLicenceChange(listener: () => void): () => void {
  licenceListeners.add(listener);
  return () => {
    licenceListeners.delete(listener);
  };
}

/** fired after a successful result dialog is closed, and by activation; app/ refreshes the token and reloads menus */
export function emitLicenceChange(): void {
  for (const listener of [...licenceListeners]) {
    try {
      listener();
    } catch (e) {
      console.error('licence change listener failed', e);
    }
  }
}
