/**
 * The kinds of the demo's "push a message" menu (demo builds): what the top bar offers (components/reset-demo.ts)
 * and the in-page mock pushes (mocks/demo-push.ts).
 */
export const DEMO_PUSH_KINDS = [
  'notification',
  'urgent',
  'room',
  'warning',
  'activity',
  'payOrder',
  'goods',
  'seat',
] as const;
export type DemoPushKind = (typeof DEMO_PUSH_KINDS)[number];
