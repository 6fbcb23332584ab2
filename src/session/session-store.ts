import { create } from 'zustand';
import Cookies from 'js-cookie';
import { keys } from './storage-keys';

export interface Tokens {
  aToken: string;
  rToken: string;
  /** when the access token was issued, ms since epoch (the spec's token record `datetime`) */
  datetime: number;
}

/** Place types of §1: 0 e-sports hotel, 2 inn, 3 guesthouse, 50 internet cafe. */
export type PlaceType = 0 | 2 | 3 | 50;

export interface Place {
  id: number;
  placeName: string;
  placeType: PlaceType;
  /** 1 professional, 5 other (basic) */
  license: number;
  address?: string;
  placeCount?: number;
}

export interface UserInfo {
  id: number;
  name: string;
  avatar: string;
  account: string;
  phone: string;
  roleIds: number[];
  roles: string[];
}

interface Persisted {
  /**
   * This sign-in's id, shared by every tab that holds it (src/session/tab-sync.ts): a refresh, a lock or a
   * sign-out of one tab applies to the tabs of the same sid. New at each sign-in, kept across refreshes.
   */
  sid: string | null;
  tokens: Tokens | null;
  autoLogin: boolean;
  place: Place | null;
}

export interface SessionState extends Persisted {
  user: UserInfo | null;
}

const COOKIE_LIFE_MS = 4 * 60 * 60 * 1000;

function readPersisted(): Persisted {
  try {
    const raw = sessionStorage.getItem(keys.session);
    if (raw) return { sid: null, ...(JSON.parse(raw) as Partial<Persisted>) } as Persisted;
  } catch {
    // a corrupt entry is the same as none
  }
  return { sid: null, tokens: null, autoLogin: false, place: null };
}

export const useSession = create<SessionState>(() => ({ ...readPersisted(), user: null }));

useSession.subscribe((s) => {
  if (!s.tokens) {
    sessionStorage.removeItem(keys.session);
    return;
  }
  const persisted: Persisted = { sid: s.sid, tokens: s.tokens, autoLogin: s.autoLogin, place: s.place };
  sessionStorage.setItem(keys.session, JSON.stringify(persisted));
});

/** Write the 4-hour cookie token (§4). Secure when served over https; never sent cross-site. */
export function writeTokenCookie(aToken: string, now = Date.now()): void {
  Cookies.set(keys.cookieToken, aToken, {
    expires: new Date(now + COOKIE_LIFE_MS),
    sameSite: 'Strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });
}

export function readTokenCookie(): string | undefined {
  return Cookies.get(keys.cookieToken);
}

export function removeTokenCookie(): void {
  Cookies.remove(keys.cookieToken, { path: '/' });
}

/** What a tab hands to another tab of the same browser that joins its session (src/session/tab-sync.ts). */
export type SessionSnapshot = Persisted & { sid: string; tokens: Tokens };

const newSid = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

export const session = {
  get: () => useSession.getState(),
  /**
   * Store tokens. With `autoLogin` it is a new sign-in (a new session id); without, new tokens of the same
   * session (a refresh, an unlock).
   */
  setTokens(tokens: Tokens, autoLogin?: boolean): void {
    useSession.setState(autoLogin === undefined ? { tokens } : { tokens, autoLogin, sid: newSid() });
    writeTokenCookie(tokens.aToken, tokens.datetime);
  },
  /** Join the session another tab holds. */
  adopt(snapshot: SessionSnapshot): void {
    useSession.setState({ ...snapshot });
    writeTokenCookie(snapshot.tokens.aToken, snapshot.tokens.datetime);
  },
  /** This tab's session as another tab may join it; null when signed out. */
  snapshot(): SessionSnapshot | null {
    const { sid, tokens, autoLogin, place } = useSession.getState();
    return sid && tokens ? { sid, tokens, autoLogin, place } : null;
  },
  setUser(user: UserInfo | null): void {
    useSession.setState({ user });
  },
  setPlace(place: Place | null): void {
    useSession.setState({ place });
  },
  /** Forget everything the store holds (storage is wiped by logout). */
  clear(): void {
    useSession.setState({ sid: null, tokens: null, autoLogin: false, place: null, user: null });
    removeTokenCookie();
  },
};

export const isNetbar = (place: Pick<Place, 'placeType'> | null | undefined): boolean =>
  place?.placeType === 50;
