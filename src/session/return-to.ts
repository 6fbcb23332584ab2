/**
 * The page a signed-out visitor asked for (a bookmark, a link, a new tab with no session to join), carried through
 * /login and /pickplace as `?redirect=` and opened once a place is entered (issue 17). Only a path of this origin
 * is taken: an open redirect through the login page would be a phishing tool (docs/security.md).
 */
export const RETURN_PARAM = 'redirect';

/** The pages a return never goes to: the signed-out ones, the place choice itself, and home (where one lands anyway). */
const NOT_A_RETURN = /^\/(login|regAndPwd|lock|pickplace|addInfo|checkBind|404|403|wel\/index)?(\/|$|\?)/;

/**
 * The return path of a URL's search, or null when there is none or it is not a page of the console.
 * @example returnOf('?redirect=%2Fshop%2FgoodsManage%3Fq_goodsName%3D%E6%B0%B4') // '/shop/goodsManage?q_goodsName=水'
 * @example returnOf('?redirect=%2F%2Fevil.example') // null
 */
export function returnOf(search: string): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (NOT_A_RETURN.test(raw)) return null;
  return raw;
}

/** `path` with the return carried on, if there is one worth carrying. */
export function withReturn(path: string, back: string | null): string {
  const kept = back && returnOf(`?${RETURN_PARAM}=${encodeURIComponent(back)}`);
  return kept ? `${path}?${RETURN_PARAM}=${encodeURIComponent(kept)}` : path;
}

/**
 * Where to go after a sign-in or a place choice answered `next`: the place choice keeps the return; a place entered
 * goes to the return when its menu has that page (`allowed`), else to its first page.
 */
export function landing(next: string, back: string | null, allowed: (path: string) => boolean): string {
  if (!back) return next;
  if (next === '/pickplace') return withReturn(next, back);
  if (next === '/addInfo') return next;
  const path = back.split('?')[0]!;
  return allowed(path) ? back : next;
}
