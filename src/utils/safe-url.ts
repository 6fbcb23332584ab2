/**
 * The one check for an address that came from data (a menu entry, a query parameter, the ERP login link, a
 * picture in server HTML) before the console opens, embeds or shows it (docs/security.md, "Links").
 *
 * An address is allowed when it is on this console's origin, or https (http only on a loopback host, for
 * development) on a host of the allow-list `VITE_TRUSTED_HOSTS` (`help.example.com,*.example.cn`: a `*.`
 * entry covers the subdomains, not the bare domain). Every other scheme (javascript:, data:, file:, blob:)
 * and every other host is refused: an unknown address is neither opened nor embedded, so a link the console
 * shows cannot be turned into an open redirect or a phishing frame.
 */
import { env } from '@/config/env';
import { hostTrusted } from '@/config/trusted-hosts';

export type UrlTrust = 'self' | 'trusted';

export interface CheckedUrl {
  /** the absolute address */
  href: string;
  /** `self`: this console's origin; `trusted`: a host of the allow-list */
  trust: UrlTrust;
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Check an address against the console's origin and the allow-list; `null` when it may not be used.
 *
 * @example checkUrl('/mock-assets/guide.html') // { href: 'http://console.example/mock-assets/guide.html', trust: 'self' }
 * @example checkUrl('https://evil.example/x')  // null
 * @example checkUrl('//evil.example/x')        // null (protocol-relative to another host)
 */
export function checkUrl(
  raw: string | null | undefined,
  options: { origin?: string; trusted?: readonly string[] } = {},
): CheckedUrl | null {
  const origin = options.origin ?? location.origin;
  const trusted = options.trusted ?? env.trustedHosts;
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, `${origin}/`);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.origin === origin) return { href: url.href, trust: 'self' };
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.host));
  if (secure && hostTrusted(url.host, trusted)) return { href: url.href, trust: 'trusted' };
  return null;
}

/**
 * Open an allowed address in a new tab with neither `window.opener` nor a referrer; `false` when the address
 * is refused (the caller says so).
 */
export function openChecked(raw: string | null | undefined): boolean {
  const checked = checkUrl(raw);
  if (!checked) return false;
  window.open(checked.href, '_blank', 'noopener,noreferrer');
  return true;
}
