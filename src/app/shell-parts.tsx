import type { ComponentType } from 'react';
import type { ShellSlot } from '@/config/feature';
import { features } from './features';

const SLOTS: readonly ShellSlot[] = ['layout', 'topBar'];

const parts: Record<ShellSlot, readonly ComponentType[]> = { layout: [], topBar: [] };
let loading: Promise<void> | null = null;

/**
 * Load the parts the features mount in the console layout (`Feature.shell`), once, with the layout's chunk:
 * they are there from the layout's first render, as when the layout imported them (a push host that mounted
 * later could miss a push). A failed load is tried again on the next visit.
 */
export function loadShellParts(): Promise<void> {
  loading ??= Promise.all(
    SLOTS.map(async (slot) => {
      const loaders = features.flatMap((f) => f.shell?.[slot] ?? []);
      parts[slot] = await Promise.all(loaders.map((load) => load()));
    }),
  ).then(
    () => undefined,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The features' parts of one slot of the console layout, in the order app/features.ts lists the features. */
export function ShellParts({ at }: { at: ShellSlot }) {
  return parts[at].map((Part, i) => <Part key={i} />);
}
