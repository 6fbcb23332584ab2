/**
 * The internet cafe's announcements (§7 Internet cafe: "voice and broadcast config"; the spec names no paths, we
 * serve them at /business-netbar/broadcastConfig): what the cafe's speakers say, in which voice, how fast and
 * loud, how many times and when. DOM-free: imported by /netBar/broadcast and by the mock
 * (mocks/domains/netbar/broadcast.ts). docs/netbar.md.
 *
 * A kind says what sets an announcement off: 呼叫机位 (a guest presses 呼叫网管 on the seat client), 时长将尽 (a
 * guest's balance will last N more minutes), 打烊提醒 (a time of day on chosen weekdays), 自定义 (any text on
 * the same kind of schedule). Its text may hold placeholders, filled when it is spoken ({seatNo} → A07); each
 * kind knows its own, and a text with another is refused.
 */
import { entity, field, type EntityInput, type EntityRow } from './entity';

export const NETBAR_BROADCAST_BASE = '/business-netbar/broadcastConfig';

/** 1 呼叫机位, 2 时长将尽, 3 打烊提醒, 4 自定义 */
export const BROADCAST_KIND = { call: 1, timeUp: 2, closing: 3, custom: 4 } as const;
export type BroadcastKind = (typeof BROADCAST_KIND)[keyof typeof BROADCAST_KIND];
export const BROADCAST_KINDS: readonly BroadcastKind[] = [1, 2, 3, 4];

/** 1 女声, 2 男声 */
export const BROADCAST_VOICES = [1, 2] as const;
export type BroadcastVoice = (typeof BROADCAST_VOICES)[number];

/** Monday 1 … Sunday 7 */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The placeholders each kind's text may hold: the seat and its area when a seat calls; the seat, the member and
 * the minutes left when time runs out; the cafe's name and the time of day on a schedule.
 */
export const BROADCAST_PLACEHOLDERS: Record<BroadcastKind, readonly string[]> = {
  1: ['seatNo', 'areaName'],
  2: ['seatNo', 'memberName', 'minutes'],
  3: ['placeName', 'time'],
  4: ['placeName', 'time'],
};

/** What sets a kind off: an event at a seat, N minutes before a balance runs out, or a time on chosen weekdays. */
export type BroadcastSchedule = 'event' | 'before' | 'daily';
export function scheduleOf(kind: unknown): BroadcastSchedule {
  return kind === BROADCAST_KIND.timeUp
    ? 'before'
    : kind === BROADCAST_KIND.closing || kind === BROADCAST_KIND.custom
      ? 'daily'
      : 'event';
}

const isKind = (v: unknown): v is BroadcastKind => BROADCAST_KINDS.includes(v as BroadcastKind);

/**
 * Whether a text holds only its kind's placeholders, each written {name}: a name the kind does not know, or a
 * brace left open or never opened, is a problem.
 * @example placeholdersOk('{seatNo}号机呼叫网管', 1) // true; placeholdersOk('{minutes}', 1) // false
 */
export function placeholdersOk(text: string, kind: BroadcastKind): boolean {
  const allowed = BROADCAST_PLACEHOLDERS[kind];
  // a known placeholder goes; anything left that is a brace is a problem
  const rest = text.replace(/\{(\w*)\}/g, (whole: string, name: string) =>
    allowed.includes(name) ? '' : whole,
  );
  return !/[{}]/.test(rest);
}

/** The text with its placeholders filled (a name without a value stays as written). */
export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The text's rule against its kind: the message names the kind's placeholders. */
const templateCheck = (v: unknown, row: Record<string, unknown>): string | null =>
  typeof v === 'string' && isKind(row.kind) && !placeholdersOk(v, row.kind)
    ? `netbarClient.broadcast.placeholderBad.${row.kind}`
    : null;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeCheck = (v: unknown) =>
  typeof v === 'string' && TIME_RE.test(v) ? null : 'netbarClient.broadcast.playTimeBad';
const weekdaysCheck = (v: unknown) => {
  const days = v as unknown[];
  return days.every((d) => WEEKDAYS.includes(d as 1)) && new Set(days).size === days.length
    ? null
    : 'netbarClient.broadcast.weekdaysBad';
};

/**
 * An announcement. Every row carries the whole schedule (the minutes before, the time of day and the weekdays);
 * its kind says which part is used (`scheduleOf`), the form shows only that part, and the rest keeps its last
 * (or initial) values. Switched on and off by changeStatus.
 */
export const broadcastEntity = entity(
  {
    name: field.name(
      'netbarClient.broadcast.nameRequired',
      'netbarClient.broadcast.nameTaken',
      'Announcement',
    ),
    kind: field.oneOf(BROADCAST_KINDS, 'netbarClient.broadcast.kindRequired'),
    template: field.text({
      required: 'netbarClient.broadcast.templateRequired',
      maxLength: 200,
      cross: templateCheck,
      dependsOn: ['kind'],
      bad: ['Seat {minutes}', 'Seat {seatNo'],
      example: 'Seat {seatNo} in {areaName} is calling',
    }),
    voice: field.oneOf(BROADCAST_VOICES, 'netbarClient.broadcast.voiceRequired'),
    speed: field.number({
      required: 'netbarClient.broadcast.speedRequired',
      min: 0.5,
      max: 2,
      precision: 1,
      range: 'netbarClient.broadcast.speedRange',
      initial: 1,
    }),
    volume: field.int({
      required: 'netbarClient.broadcast.volumeRequired',
      min: 10,
      max: 100,
      range: 'netbarClient.broadcast.volumeRange',
      initial: 80,
    }),
    repeat: field.int({
      required: 'netbarClient.broadcast.repeatRequired',
      min: 1,
      max: 5,
      range: 'netbarClient.broadcast.repeatRange',
      initial: 2,
    }),
    minutesBefore: field.int({
      required: 'netbarClient.broadcast.minutesRequired',
      min: 1,
      max: 60,
      range: 'netbarClient.broadcast.minutesRange',
      initial: 10,
    }),
    playTime: field.text({
      required: 'netbarClient.broadcast.playTimeRequired',
      checks: [timeCheck],
      bad: ['24:00', '8:00'],
      initial: '23:30',
    }),
    weekdays: field.list({
      required: 'netbarClient.broadcast.weekdaysRequired',
      checks: [weekdaysCheck],
      bad: [[8], [1, 1]],
      initial: [...WEEKDAYS],
    }),
    status: field.status(),
    updateTime: field.derived('text'),
  },
  { base: NETBAR_BROADCAST_BASE },
);

export interface Broadcast extends EntityRow<typeof broadcastEntity> {
  kind: BroadcastKind;
  voice: BroadcastVoice;
  weekdays: number[];
  /** 1 on, 0 off */
  status: 0 | 1;
}
export type BroadcastInput = EntityInput<typeof broadcastEntity>;
