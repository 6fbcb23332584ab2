/**
 * The allow-list of hosts outside the console (`VITE_TRUSTED_HOSTS`): parsed here, with no imports, so that
 * the browser (src/utils/safe-url.ts) and the build's content policy (config/security-headers.ts) read it
 * the same way.
 */

/** Parse `help.example.com,*.example.cn` (case-insensitive); rejects entries that are not host names. */
export function parseTrustedHosts(value: string): string[] {
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '')
    .map((h) => {
      if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/.test(h))
        throw new Error(`VITE_TRUSTED_HOSTS: "${h}" is not a host name (no scheme, no path)`);
      return h;
    });
}

/** Whether a URL's host (`a.example.cn`, with its port if any) is on the list; `*.x` covers subdomains only. */
export function hostTrusted(host: string, list: readonly string[]): boolean {
  const h = host.toLowerCase();
  return list.some((entry) =>
    entry.startsWith('*.') ? h.endsWith(entry.slice(1)) && h.length > entry.length - 1 : h === entry,
  );
}
