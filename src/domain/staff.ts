import { isDay } from './calendar';
import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * Staff declarations (§6): positions now; staff accounts, roles and employees to come (issue 21). Shared by the
 * page (src/features/staff), the mock (mocks/domains/staff/routes.ts) and the contract suite.
 */

/** A position of the place (前台, 保洁 …): what notices are addressed to and employees hold. */
export const positionEntity = entity(
  {
    positionName: field.name('staff.positionNameRequired', 'staff.positionNameTaken', 'Desk'),
    sort: field.sort(),
    remark: field.remark(50),
    noticeCount: field.derived('int'),
    employeeCount: field.derived('int'),
  },
  { base: '/business-merchant/businessPlacePosition' },
);
export type Position = EntityRow<typeof positionEntity>;
export type PositionInput = EntityInput<typeof positionEntity>;

/* ------------------------------------------------------------------ employees and notice kinds (issue 21.3) */

export const POSITION_BASE = '/business-merchant/businessPlacePosition';
export const EMPLOYEE_BASE = '/business-merchant/businessPlaceEmployee';

/**
 * The notices a position may receive (businessPlacePosition/receiveNoticeList, setReceiveNotice): the place's
 * live events, each pushed to the staff of the positions that receive its kind. `places` says where a kind
 * exists (a hotel has no seat calls, an internet cafe no check-outs). The staff notices of /info/msg are not
 * among them: those reach the positions they are addressed to.
 */
export const NOTICE_KINDS = [
  { type: 1, key: 'newOrder', places: 'all' },
  { type: 2, key: 'checkOut', places: 'hotel' },
  { type: 3, key: 'handover', places: 'all' },
  { type: 4, key: 'deviceAlarm', places: 'all' },
  { type: 5, key: 'platform', places: 'all' },
  { type: 6, key: 'seatCall', places: 'netbar' },
  { type: 7, key: 'lowStock', places: 'all' },
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type NoticeKindKey = NoticeKind['key'];

/** The notice kinds of a place: an internet cafe's (placeType 50) or a hotel's. */
export const noticeKindsOf = (placeType: number): NoticeKind[] =>
  NOTICE_KINDS.filter((k) => k.places === 'all' || k.places === (placeType === 50 ? 'netbar' : 'hotel'));

/** One notice kind as receiveNoticeList answers it for a position: `receive` 1 when the position gets it. */
export interface ReceiveNotice {
  noticeType: number;
  /** the kind's name (the server's words; the page shows its own translation of `noticeType`) */
  noticeName: string;
  receive: 0 | 1;
}

/** An employee's status: 1 在职 (employed), 0 离职 (left). Resigning is the only way from 1 to 0. */
export const EMPLOYEE_ACTIVE = 1;
export const EMPLOYEE_LEFT = 0;

const dayCheck = (v: unknown) => (isDay(v) ? null : 'staff.dateInvalid');

/**
 * A Chinese ID number masked as the list answers it: the first four and the last four characters.
 * @example maskIdCard('330106199003071234') // '3301**********1234'
 */
export const maskIdCard = (id: string): string =>
  id.length < 9 ? id : `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;

/**
 * An employee of the place (businessPlaceEmployee): a record of who works there, not a sign-in account. Added
 * 在职; `resign` (its own call, resignEntity) makes it 离职 for good. The list answers the ID number masked;
 * an edit that leaves `idCard` out keeps the stored one.
 */
export const employeeEntity = entity(
  {
    employeeName: field.personName('staff.employeeNameRequired'),
    phone: {
      ...field.mobile('staff.phoneRequired'),
      tableRule: 'no other employed employee of the place has the number',
    },
    positionId: field.ref('businessPlacePosition', 'staff.positionRequired', 'staff.positionMissing'),
    hireDate: field.text({
      required: 'staff.hireDateRequired',
      checks: [dayCheck],
      tableRule: 'not after today (China time)',
      example: '2025-03-01',
    }),
    idCard: { ...field.idCard(), example: '' },
    remark: field.remark(50),
    positionName: field.derived('text'),
    status: field.status(),
    resignDate: field.derived('text'),
    resignReason: field.derived('text'),
  },
  { base: EMPLOYEE_BASE },
);
export interface Employee extends EntityRow<typeof employeeEntity> {
  status: 0 | 1;
}
export type EmployeeInput = EntityInput<typeof employeeEntity>;

/** The body of `resign` besides the employee's id: the last working day and why. */
export const resignEntity = entity({
  resignDate: field.text({
    required: 'staff.resignDateRequired',
    checks: [dayCheck],
    tableRule: 'not before the hire date, not after today (China time)',
    example: '2026-01-05',
  }),
  resignReason: field.text({
    required: 'staff.resignReasonRequired',
    maxLength: 100,
    example: 'moving away',
  }),
});
