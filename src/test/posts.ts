import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';

/**
 * The URLs of the POSTs made to a path from now on, until the test ends.
 * @example const sent = postsTo(MENU_EDIT_PATH); … expect(sent).toHaveLength(1);
 */
export function postsTo(path: string): string[] {
  const urls: string[] = [];
  const listen = ({ request: r }: { request: Request }) => {
    if (r.method === 'POST' && r.url.includes(path)) urls.push(r.url);
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return urls;
}

/**
 * Every request made from now on (method and URL), until the test ends: for "nothing is sent".
 * @example const sent = requestsFromNow(); … expect(sent).toEqual([]);
 */
export function requestsFromNow(): string[] {
  const sent: string[] = [];
  const listen = ({ request: r }: { request: Request }) => void sent.push(`${r.method} ${r.url}`);
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return sent;
}
