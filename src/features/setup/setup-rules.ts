import type { InitStatus } from '@/api/services/place-setup';

/** The five first-time setup steps of §2 (Room-setup tip), in order, with the page that does each. */
export const SETUP_STEPS = [
  { key: 'building', path: '/roomManage/index', label: 'setup.stepBuilding', hint: 'setup.hintBuilding' },
  {
    key: 'roomModel',
    path: '/roomManage/roomModel',
    label: 'setup.stepRoomModel',
    hint: 'setup.hintRoomModel',
  },
  { key: 'room', path: '/roomManage/roomInfo', label: 'setup.stepRoom', hint: 'setup.hintRoom' },
  { key: 'billing', path: '/feeRule/index', label: 'setup.stepBilling', hint: 'setup.hintBilling' },
  { key: 'payAccount', path: '/admin/pay', label: 'setup.stepPayAccount', hint: 'setup.hintPayAccount' },
] as const satisfies ReadonlyArray<{ key: keyof InitStatus; path: string; label: string; hint: string }>;

export type SetupStep = (typeof SETUP_STEPS)[number];

/** §9: while the guide is hidden, the status is checked again this often. */
export const RECHECK_MS = 10 * 60_000;

/**
 * §4: the guide is for a non-network place, a user with exactly one place, and a menu that has every setup
 * page (a role that cannot do the setup is not asked to).
 */
export function guideApplies(ctx: {
  netbar: boolean;
  placeCount: number | null;
  menuPaths: ReadonlySet<string>;
}) {
  return !ctx.netbar && ctx.placeCount === 1 && SETUP_STEPS.every((s) => ctx.menuPaths.has(s.path));
}

/** The step the guide's button goes to: the first not done, or null when all are done. */
export function firstUndone(status: InitStatus): SetupStep | null {
  return SETUP_STEPS.find((s) => !status[s.key]) ?? null;
}

export const doneCount = (status: InitStatus): number => SETUP_STEPS.filter((s) => status[s.key]).length;
