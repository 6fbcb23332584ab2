import { readFileSync } from 'node:fs';
import { securityHeaders } from './security-headers';

/** A KEY=value file as Vite reads it (comments and blank lines skipped). */
const dotenv = (file: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );

describe('the security headers', () => {
  const env = dotenv('.env');
  const headers = securityHeaders({ apiBaseUrl: '', trustedHosts: env.VITE_TRUSTED_HOSTS ?? '' });
  const csp = Object.fromEntries(
    headers['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  );

  it('allow no inline script, no eval, no plugin, no framing of the console by another site', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval|\*/);
  });

  it('name the trusted hosts for frames and pictures, and the backend when it is elsewhere', () => {
    expect(csp['frame-src']).toEqual(["'self'", 'https://help.example.com', 'https://erp.example.com']);
    expect(csp['img-src']).toContain('https://help.example.com');
    const elsewhere = securityHeaders({ apiBaseUrl: 'https://api.example.cn/gw/', trustedHosts: '' });
    expect(elsewhere['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.example.cn wss://api.example.cn",
    );
  });

  it('are exactly what the production example for nginx sends', () => {
    const snippet = readFileSync('docs/deploy/merchant-security-headers.conf', 'utf8');
    const sent = Object.fromEntries(
      [...snippet.matchAll(/^add_header ([\w-]+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(sent).toEqual(headers);
    const conf = readFileSync('docs/deploy/nginx.conf', 'utf8');
    // every location with headers of its own includes the snippet again (nginx would drop it otherwise)
    const locations = conf.split(/\n\s*location /).slice(1);
    for (const block of locations.filter((b) => b.includes('add_header')))
      expect(block).toContain('include /etc/nginx/snippets/merchant-security-headers.conf;');
  });
});
