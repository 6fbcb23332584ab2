import dayjs from 'dayjs';
import { prefix } from '@/session/storage-keys';
import { useSession } from '@/session/session-store';

/*
 * Drafts of unsaved input (issue 17): what a form holds is written to sessionStorage as it is typed, per user,
 * place, tag and form, so that a reload of the tab loses nothing. A save, a cancel and the end of the session
 * remove it (the session's end removes every key of the console: session/lifecycle.ts). The values are the
 * form's own, dates included (a date picker holds a Dayjs, kept here as its ISO text and made a Dayjs again).
 */

const DRAFT_PREFIX = `${prefix}-draft-`;

/** The storage key of a form's draft: the signed-in user and place, the page's tag and the form's name. */
export function draftKey(tagKey: string, name: string): string {
  const { user, place } = useSession.getState();
  return `${DRAFT_PREFIX}${user?.id ?? 0}-${place?.id ?? 0}-${tagKey}-${name}`;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const DAYJS = '$dayjs';

function toJson(value: unknown): Json {
  if (dayjs.isDayjs(value)) return { [DAYJS]: value.toISOString() };
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value === undefined ? null : (value as Json);
}

function fromJson(value: Json): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value && typeof value === 'object') {
    const iso = value[DAYJS];
    if (typeof iso === 'string' && Object.keys(value).length === 1) return dayjs(iso);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  }
  return value;
}

export const drafts = {
  /** the draft under a key, or null (a draft that cannot be read is dropped) */
  read<T>(key: string): T | null {
    try {
      const raw = sessionStorage.getItem(key);
      return raw === null ? null : (fromJson(JSON.parse(raw) as Json) as T);
    } catch {
      sessionStorage.removeItem(key);
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      sessionStorage.setItem(key, JSON.stringify(toJson(value)));
    } catch {
      // storage full or refused: the form still works, only the draft is not kept
    }
  },
  clear(key: string): void {
    sessionStorage.removeItem(key);
  },
};
