import { create } from 'zustand';
import { onSessionEnd } from '@/session/lifecycle';
import type { MenuNode } from './menu';

/** Session-scoped access data, filled from the menu call of the current place. */
export interface AccessState {
  placeId: number | null;
  menus: MenuNode[];
  /** §6: resource keys as a flag map */
  flags: Record<string, true>;
}

export const useAccess = create<AccessState>(() => ({ placeId: null, menus: [], flags: {} }));

/** Build the flag map from the resource keys the server returned. */
export function toFlags(permissions: string[]): Record<string, true> {
  const flags: Record<string, true> = {};
  for (const key of permissions) if (key) flags[key] = true;
  return flags;
}

export function setAccess(placeId: number, menus: MenuNode[], permissions: string[]): void {
  useAccess.setState({ placeId, menus, flags: toFlags(permissions) });
}

/** The one permission check: menus, routes and buttons all ask it. */
export function can(key: string, flags: Record<string, true> = useAccess.getState().flags): boolean {
  return flags[key] === true;
}

/** React hook form of `can`. */
export function useCan(key: string): boolean {
  return useAccess((s) => s.flags[key] === true);
}

onSessionEnd(() => useAccess.setState({ placeId: null, menus: [], flags: {} }));
