import { checkUrl } from './safe-url';
import { hostTrusted, parseTrustedHosts } from '@/config/trusted-hosts';

const where = { origin: 'https://console.example.cn', trusted: ['help.example.com', '*.example.cn'] };

describe('checkUrl: only the console and trusted hosts', () => {
  it('accepts the console’s own addresses, relative or absolute', () => {
    expect(checkUrl('/mock-assets/guide.html', where)).toEqual({
      href: 'https://console.example.cn/mock-assets/guide.html',
      trust: 'self',
    });
    expect(checkUrl('https://console.example.cn/wel/index?a=1', where)?.trust).toBe('self');
  });

  it('accepts https on a trusted host, and *. entries cover subdomains only', () => {
    expect(checkUrl('https://help.example.com/a.html', where)?.trust).toBe('trusted');
    expect(checkUrl('https://erp.example.cn/sso?t=1', where)?.trust).toBe('trusted');
    expect(checkUrl('https://example.cn/', where)).toBeNull();
    expect(checkUrl('https://evil-example.cn/', where)).toBeNull();
    expect(checkUrl('https://help.example.com.evil.cn/', where)).toBeNull();
  });

  it('refuses other hosts, other schemes, credentials and plain http off loopback', () => {
    for (const bad of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '\\\\evil.example/phish',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'http://help.example.com/a',
      'https://user:pw@help.example.com/',
      '',
      null,
    ])
      expect(checkUrl(bad, where), String(bad)).toBeNull();
    expect(
      checkUrl('http://localhost:5181/#/handoff', { ...where, trusted: ['localhost:5181'] })?.trust,
    ).toBe('trusted');
  });
});

describe('VITE_TRUSTED_HOSTS', () => {
  it('is parsed case-insensitively and refuses entries that are not host names', () => {
    expect(parseTrustedHosts(' Help.Example.com, *.example.cn ,')).toEqual([
      'help.example.com',
      '*.example.cn',
    ]);
    expect(() => parseTrustedHosts('https://help.example.com')).toThrow(/not a host name/);
    expect(() => parseTrustedHosts('help.example.com/path')).toThrow(/not a host name/);
    expect(hostTrusted('A.EXAMPLE.CN', ['*.example.cn'])).toBe(true);
  });
});
