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
    if (raw) return JSON.parse(raw) as Persisted;
  } catch {
    // a corrupt entry is the same as none
  }
  return { tokens: null, autoLogin: false, place: null };
}

export const useSession = create<SessionState>(() => ({ ...readPersisted(), user: null }));

useSession.subscribe((s) => {
  if (!s.tokens) {
    sessionStorage.removeItem(keys.session);
    return;
  }
  const persisted: Persisted = { tokens: s.tokens, autoLogin: s.autoLogin, place: s.place };
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

export const session = {
  get: () => useSession.getState(),
  setTokens(tokens: Tokens, autoLogin?: boolean): void {
    useSession.setState((s) => ({ tokens, autoLogin: autoLogin ?? s.autoLogin }));
    writeTokenCookie(tokens.aToken, tokens.datetime);
  },
  setUser(user: UserInfo | null): void {
    useSession.setState({ user });
  },
  setPlace(place: Place | null): void {
    useSession.setState({ place });
  },
  /** Forget everything the store holds (storage is wiped by logout). */
  clear(): void {
    useSession.setState({ tokens: null, autoLogin: false, place: null, user: null });
    removeTokenCookie();
  },
};

export const isNetbar = (place: Pick<Place, 'placeType'> | null | undefined): boolean =>
  place?.placeType === 50;
