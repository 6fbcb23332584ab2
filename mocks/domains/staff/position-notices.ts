/**
 * Which notices a position receives (§6 "positions can receive notices"; issue 21.3):
 * businessPlacePosition/receiveNoticeList and setReceiveNotice. The kinds are the place's (NOTICE_KINDS of
 * src/domain/staff.ts: a hotel's or an internet cafe's); the choice is stored on the position's row. A position
 * whose choice was never set receives what its name usually does (店长 everything, 前台 orders and check-outs …;
 * a position of another name nothing), so the seeded positions start sensibly. docs/staff.md.
 */
import {
  NOTICE_KINDS,
  noticeKindsOf,
  POSITION_BASE,
  type NoticeKindKey,
  type ReceiveNotice,
} from '../../../src/domain/staff';
import { CRUD_MSG, invalid, invalidField, ok, placeWrite, route, rowsAt, PLACE_READ } from '../../contract';
import { formatTime, type Db, type PlaceRow } from '../../db';
import { zhText } from '../../messages';
import { int } from '../../validate';
import { MESSAGES, type PositionRow } from '../message-center/tables';

/** A position with the notice kinds it receives, once set. */
type ReceivingPosition = PositionRow & { noticeTypes?: number[] };

/** What a position of a usual name receives until its choice is set; 店长 receives every kind. */
const USUAL: Record<string, readonly NoticeKindKey[]> = {
  前台: ['newOrder', 'checkOut', 'handover', 'platform'],
  客房: ['checkOut'],
  财务: ['handover', 'platform'],
  保洁: ['checkOut'],
  网管: ['deviceAlarm', 'seatCall', 'handover'],
  收银: ['newOrder', 'handover', 'lowStock'],
};

export const POSITION_NOTICE_MSG = {
  positionRequired: zhText({ key: 'staff.positionRequired' }),
  noticeTypeInvalid: zhText({ key: 'staff.noticeTypeInvalid' }),
  notFound: CRUD_MSG.notFound,
} as const;

/** The kinds a position of the place receives now, in the kinds' order. */
export function receivedKinds(place: PlaceRow, position: ReceivingPosition): number[] {
  const offered = noticeKindsOf(place.placeType);
  if (position.noticeTypes)
    return offered.filter((k) => position.noticeTypes!.includes(k.type)).map((k) => k.type);
  if (position.positionName === '店长') return offered.map((k) => k.type);
  const usual = USUAL[position.positionName] ?? [];
  return offered.filter((k) => usual.includes(k.key)).map((k) => k.type);
}

function positionAt(db: Db, place: PlaceRow, raw: unknown): ReceivingPosition {
  if (raw === undefined || raw === null || raw === '')
    invalidField('positionId', POSITION_NOTICE_MSG.positionRequired);
  const id = int(raw);
  return (
    rowsAt(db, MESSAGES.position, place.id).find((p) => p.id === id) ?? invalid(POSITION_NOTICE_MSG.notFound)
  );
}

export const positionNoticeHandlers = [
  // GET ?positionId: every kind of the place, with whether the position receives it
  route.get(`${POSITION_BASE}/receiveNoticeList`, PLACE_READ, ({ db, place, query }) => {
    const position = positionAt(db, place, query.positionId);
    const received = receivedKinds(place, position);
    return ok(
      noticeKindsOf(place.placeType).map((k): ReceiveNotice => ({
        noticeType: k.type,
        noticeName: zhText({ key: `staff.noticeKind.${k.key}` }),
        receive: received.includes(k.type) ? 1 : 0,
      })),
    );
  }),

  // POST {positionId, noticeTypes}: the whole set the position receives ([] none)
  route.post(
    `${POSITION_BASE}/setReceiveNotice`,
    placeWrite('staff:position:edit'),
    ({ db, place, body, now }) => {
      const position = positionAt(db, place, body.positionId);
      const sent = body.noticeTypes;
      if (!Array.isArray(sent)) invalidField('noticeTypes', POSITION_NOTICE_MSG.noticeTypeInvalid);
      const offered: number[] = noticeKindsOf(place.placeType).map((k) => k.type);
      const types = sent.map((v) => int(v));
      if (types.some((t) => t === null || !offered.includes(t)))
        invalidField('noticeTypes', POSITION_NOTICE_MSG.noticeTypeInvalid);
      position.noticeTypes = NOTICE_KINDS.map((k) => k.type).filter((t) => types.includes(t));
      position.updateTime = formatTime(now);
      return ok(null, '更新成功');
    },
  ),
];
