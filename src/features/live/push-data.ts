/**
 * The payloads of the pushes this feature shows (§4 Push messages), read defensively: a frame comes from the
 * network, so a payload without what the dialog needs is dropped rather than shown half-empty.
 */

/** `{ businessType: 7, data }`: the activity popup. */
export interface ActivityPush {
  id: string;
  title: string;
  /** HTML: shown through SafeHtml */
  content: string;
  imgUrl: string;
  startTime: string;
  endTime: string;
}

/** `{ businessType: 9, data }`: the pay-order notice. */
export interface PayOrderPush {
  orderId: number;
  outTradeNo: string;
  licenseName: string;
  planName: string;
  /** yuan */
  price: number;
  /** how long the plan runs, when the server says it ('1年'); the order dialog shows — otherwise */
  durationText: string | null;
}

type Fields = Record<string, unknown>;

const fieldsOf = (data: unknown): Fields | null =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Fields) : null;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** Only addresses an `<img>` may load: http(s), protocol-relative or same-origin paths, data: images. */
export function safeImageUrl(url: string): string {
  const u = url.trim();
  return /^(https?:)?\/\//i.test(u) || /^\/(?!\/)/.test(u) || /^data:image\/(png|jpe?g|gif|webp);/i.test(u)
    ? u
    : '';
}

/**
 * @example readActivity({ id: 3, title: '暑期特惠', content: '<p>…</p>', startTime: '2025-07-01', endTime: '2025-08-31' })
 */
export function readActivity(data: unknown): ActivityPush | null {
  const d = fieldsOf(data);
  if (!d) return null;
  const title = str(d.title).trim();
  const content = str(d.content);
  if (!title && !content) return null;
  return {
    id: str(d.id) || `${title}|${str(d.startTime)}`,
    title,
    content,
    imgUrl: safeImageUrl(str(d.imgUrl)),
    startTime: str(d.startTime),
    endTime: str(d.endTime),
  };
}

/**
 * @example readPayOrder({ orderId: 6, outTradeNo: 'LO…', licenseName: '制卡机', planName: '单台', price: 980 })
 */
export function readPayOrder(data: unknown): PayOrderPush | null {
  const d = fieldsOf(data);
  if (!d) return null;
  const orderId = num(d.orderId);
  const price = num(d.price);
  const licenseName = str(d.licenseName).trim();
  if (orderId === null || !Number.isInteger(orderId) || orderId <= 0 || price === null || price < 0)
    return null;
  if (!licenseName) return null;
  const durationText = str(d.durationText).trim();
  return {
    orderId,
    outTradeNo: str(d.outTradeNo).trim(),
    licenseName,
    planName: str(d.planName).trim(),
    price,
    durationText: durationText || null,
  };
}

/** SMS orders are numbered SM…, licence orders LO…; they are polled at different addresses. */
export const payKindOf = (outTradeNo: string): 'sms' | 'licence' =>
  outTradeNo.toUpperCase().startsWith('SM') ? 'sms' : 'licence';
