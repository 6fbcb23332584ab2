import { useCallback, useMemo, useState } from 'react';
import { prefix } from '@/session/storage-keys';
import { useSession } from '@/session/session-store';

/**
 * Which columns a user has hidden on a list, kept on the device per user and per entity
 * (`merchant-columns-<userId>-<entity>`), so the choice survives reloads and sign-outs.
 */
const keyOf = (userId: number, entity: string) => `${prefix}-columns-${userId}-${entity}`;

function read(key: string, defaults: string[]): string[] {
  try {
    const raw = localStorage.getItem(key);
    if (raw) {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed) && parsed.every((k) => typeof k === 'string')) return parsed;
    }
  } catch {
    // unreadable settings fall back to the defaults
  }
  return defaults;
}

/** @example const { hidden, toggle, reset } = useColumnSettings('rooms', ['lockNo']); */
export function useColumnSettings(entity: string, hiddenByDefault: string[]) {
  const userId = useSession((s) => s.user?.id ?? 0);
  const key = keyOf(userId, entity);
  const [state, setState] = useState(() => ({ key, hidden: read(key, hiddenByDefault) }));
  // another user (or entity) on the same component: read their choice
  const list = state.key === key ? state.hidden : read(key, hiddenByDefault);
  const hidden = useMemo(() => new Set(list), [list]);

  const write = useCallback(
    (next: string[]) => {
      setState({ key, hidden: next });
      localStorage.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  const toggle = useCallback(
    (column: string, visible: boolean) =>
      write(visible ? list.filter((c) => c !== column) : [...new Set([...list, column])]),
    [list, write],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    setState({ key, hidden: hiddenByDefault });
  }, [key, hiddenByDefault]);
  return { hidden, toggle, reset };
}
