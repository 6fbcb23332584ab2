/**
 * The response headers the console is served with: its content policy and the headers that go with it
 * (docs/security.md, "Content policy"). One definition for every server: `vite preview` (and so the e2e walks,
 * which fail on any violation) sends exactly these, and the production example docs/deploy/nginx.conf is
 * checked against them by a test. Imports nothing from the browser side: vite.config.ts reads it in Node.
 */
// with its extension: vite.config.ts reads this file in Node, through vite's config loader
import { parseTrustedHosts } from './trusted-hosts.ts';

export interface SecurityHeaderInput {
  /** VITE_API_BASE_URL: where the calls and the push socket go ('' = this origin) */
  apiBaseUrl: string;
  /** VITE_TRUSTED_HOSTS: hosts whose pages may be framed and whose pictures may show */
  trustedHosts: string;
}

/** The origins of the backend a page talks to: http(s) for calls, ws(s) for the push socket (§4). */
function apiOrigins(apiBaseUrl: string): string[] {
  if (!apiBaseUrl) return [];
  const url = new URL(apiBaseUrl);
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, ws];
}

/**
 * @example securityHeaders({ apiBaseUrl: '', trustedHosts: 'help.example.com' })['Content-Security-Policy']
 * // "default-src 'self'; script-src 'self'; … frame-ancestors 'none'"
 */
export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  const trusted = parseTrustedHosts(input.trustedHosts).map((h) => `https://${h}`);
  const policy: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // no inline script and no eval: every script is a file of the build
    ['script-src', ["'self'"]],
    // antd writes its styles at run time (CSS-in-JS), so inline styles stay allowed; scripts do not
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // pictures: the build's, uploads read as data:/blob:, and the trusted hosts (server HTML keeps only these)
    ['img-src', ["'self'", 'data:', 'blob:', ...trusted]],
    ['font-src', ["'self'", 'data:']],
    // calls and the push socket: this origin (ws/wss included) and the backend when it is elsewhere
    ['connect-src', ["'self'", ...apiOrigins(input.apiBaseUrl)]],
    // /frame shows menu pages of this origin and the trusted hosts only
    ['frame-src', ["'self'", ...trusted]],
    // the demo's mock service worker; image compression before upload runs in a worker made from a blob URL
    // (browser-image-compression), which only the console's own scripts can create
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // no other site may frame the console (clickjacking); /frame shows pages of the console's own origin
    ['frame-ancestors', ["'self'"]],
  ];
  return {
    'Content-Security-Policy': policy.map(([name, values]) => `${name} ${values.join(' ')}`).join('; '),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
