/**
 * /business-merchant/businessPlaceEmployee (§6, issue 21.3): the place's employee records — who works there, in
 * which position, since when, and when and why they left. Not sign-in accounts (those are mgr's). Served from
 * the declaration `employeeEntity` (src/domain/staff.ts) by `crud()`, plus `resign`. A place's employees are
 * written the first time they are read, by a generator seeded per place (docs/staff.md "Employees").
 *
 * Rules beyond the declaration (docs/api-contract.md "Employees and positions"):
 * - the hire date is not after today; no two employed (在职) employees of the place share a mobile number;
 * - `resign` is one way: 在职 → 离职 with a last day from the hire date up to today and a reason;
 * - a 离职 record is frozen: edit and delete refuse it (the archive is kept: 劳动合同法 art. 50 asks for two
 *   years at least, the console keeps it for good); an 在职 record may be deleted (one entered by mistake);
 * - a position that employed employees hold is not deleted (./routes.ts).
 */
import type { Faker } from '@faker-js/faker';
import { addDays, chinaToday, dayNumber, dayOf, type Day } from '../../../src/domain/calendar';
import {
  EMPLOYEE_ACTIVE,
  EMPLOYEE_BASE,
  EMPLOYEE_LEFT,
  employeeEntity,
  maskIdCard,
  resignEntity,
} from '../../../src/domain/staff';
import {
  bodyValues,
  compareRows,
  crud,
  CRUD_MSG,
  invalid,
  invalidField,
  ok,
  parseBody,
  placeIdOf,
  placeWrite,
  route,
  rowsAt,
  type CrudContext,
} from '../../contract';
import { defineTable, formatTime, type Db, type StampedRow, type StoredRow } from '../../db';
import { zhTextsUnder } from '../../messages';
import { int } from '../../validate';
import { fakerFor, mobile, personName } from '../fake';
import { MESSAGES, type PositionRow } from '../message-center/tables';

export interface EmployeeRow extends StampedRow {
  placeId: number;
  employeeName: string;
  phone: string;
  positionId: number;
  /** the position's name when last written: what the record shows once the position is gone */
  positionName: string;
  hireDate: string;
  /** the full number ('' none); answered masked */
  idCard: string;
  remark: string;
  /** 1 在职, 0 离职 */
  status: number;
  resignDate: string;
  resignReason: string;
}

export const EMPLOYEES = {
  employee: defineTable<EmployeeRow>('businessPlaceEmployee'),
  /** the places whose employees are written */
  written: defineTable<StoredRow & { placeId: number }>('businessPlaceEmployeeWritten'),
};

const said = zhTextsUnder('staff');

/* ------------------------------------------------------------------ the generated employees */

/** How many employed employees of each seeded position a place has: [least, most]. */
const HOTEL_PLAN: Record<string, [number, number]> = {
  店长: [1, 1],
  前台: [2, 4],
  客房: [2, 4],
  财务: [0, 1],
  保洁: [1, 3],
};
const NETBAR_PLAN: Record<string, [number, number]> = {
  店长: [1, 1],
  网管: [2, 3],
  收银: [1, 2],
  保洁: [1, 2],
};
/** Where the ID numbers come from: Hangzhou's districts, and the provinces many staff come from. */
const REGIONS = [
  '330102',
  '330105',
  '330106',
  '330108',
  '330110',
  '330122',
  '341881',
  '362321',
  '412723',
  '510922',
];
const REASONS = [
  '个人原因',
  '回老家发展',
  '家庭原因，需照顾老人',
  '继续深造',
  '合同到期不再续签',
  '找到更合适的工作',
  '身体原因',
];
const REMARKS = ['持健康证', '夜班', '兼职，周末班', '可兼任收银', '老员工，熟悉系统'];
/** The last day the generated records are dated by (a little before the seed's today, 2026-11-21). */
const LAST_DAY: Day = '2026-11-15';

const dayBetween = (f: Faker, from: Day, to: Day): Day =>
  dayOf(f.number.int({ min: dayNumber(from)!, max: dayNumber(to)! }));

/** GB 11643: a valid 18-character ID number (the check character computed). */
function idNumber(f: Faker, male: boolean): string {
  const birth = dayBetween(f, '1972-01-01', '2004-12-31').replaceAll('-', '');
  const order = f.number.int({ min: 0, max: 499 }) * 2 + (male ? 1 : 0);
  const body = `${f.helpers.arrayElement(REGIONS)}${birth}${String(order).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * weights[i]!, 0);
  return `${body}${'10X98765432'[sum % 11]}`;
}

function writeEmployees(db: Db, placeId: number, netbar: boolean) {
  const f = fakerFor(`staff/employees/${placeId}`);
  const positions = rowsAt(db, MESSAGES.position, placeId);
  const plan = netbar ? NETBAR_PLAN : HOTEL_PLAN;
  const phones = new Set<string>();
  const person = (positionName: string, hireFrom: Day, hireTo: Day) => {
    const male =
      positionName === '保洁' || positionName === '客房' ? f.datatype.boolean(0.2) : f.datatype.boolean(0.5);
    let phone = mobile(f);
    while (phones.has(phone)) phone = mobile(f);
    phones.add(phone);
    const hireDate = dayBetween(f, hireFrom, hireTo);
    const createTime = `${hireDate} ${String(f.number.int({ min: 9, max: 17 })).padStart(2, '0')}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00`;
    return {
      employeeName: personName(f, male ? 'male' : 'female'),
      phone,
      hireDate,
      idCard: f.datatype.boolean(0.6) ? idNumber(f, male) : '',
      remark: f.datatype.boolean(0.2) ? f.helpers.arrayElement(REMARKS) : '',
      createTime,
    };
  };
  const rows: Array<Omit<EmployeeRow, 'id'>> = [];
  for (const [name, [least, most]] of Object.entries(plan)) {
    const position = positions.find((p) => p.positionName === name);
    if (!position) continue;
    // the manager came with the place; the others over the years since
    const from: Day = name === '店长' ? '2021-03-01' : '2022-01-01';
    const to: Day = name === '店长' ? '2023-06-30' : '2026-10-31';
    for (let n = f.number.int({ min: least, max: most }); n > 0; n--) {
      const p = person(name, from, to);
      rows.push({
        placeId,
        ...p,
        positionId: position.id,
        positionName: name,
        status: EMPLOYEE_ACTIVE,
        resignDate: '',
        resignReason: '',
        updateTime: p.createTime,
      });
    }
  }
  // those who have left: front desk, rooms or seats, and cleaning staff come and go
  const leavers = positions.filter((p) => p.positionName !== '店长' && p.positionName !== '财务');
  for (let n = leavers.length === 0 ? 0 : f.number.int({ min: 1, max: 3 }); n > 0; n--) {
    const position = f.helpers.arrayElement(leavers);
    const p = person(position.positionName, '2021-06-01', '2025-09-30');
    const resignDate = dayBetween(f, addDays(p.hireDate as Day, 60), LAST_DAY);
    rows.push({
      placeId,
      ...p,
      positionId: position.id,
      positionName: position.positionName,
      status: EMPLOYEE_LEFT,
      resignDate,
      resignReason: f.helpers.arrayElement(REASONS),
      updateTime: `${resignDate} 18:00:00`,
    });
  }
  rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
  for (const row of rows) db.insert(EMPLOYEES.employee, row);
}

/** The place's employees, written the first time they are read (a row of `written` says so). */
export function employeesAt(db: Db, placeId: number, netbar: boolean): EmployeeRow[] {
  if (!db.table(EMPLOYEES.written).some((w) => w.placeId === placeId)) {
    writeEmployees(db, placeId, netbar);
    db.insert(EMPLOYEES.written, { placeId });
  }
  return rowsAt(db, EMPLOYEES.employee, placeId);
}

const prepare = (ctx: CrudContext) => void employeesAt(ctx.db, placeIdOf(ctx), ctx.place?.placeType === 50);

/** How many employed employees hold a position (a position they hold is not deleted). */
export function employedIn(ctx: CrudContext, positionId: number): number {
  prepare(ctx);
  return rowsAt(ctx.db, EMPLOYEES.employee, placeIdOf(ctx)).filter(
    (e) => e.positionId === positionId && e.status === EMPLOYEE_ACTIVE,
  ).length;
}

/* ------------------------------------------------------------------ the calls */

const positionOf = (db: Db, placeId: number, id: number): PositionRow | undefined =>
  rowsAt(db, MESSAGES.position, placeId).find((p) => p.id === id);

const presentEmployee = (row: EmployeeRow, ctx: CrudContext) => ({
  id: row.id,
  employeeName: row.employeeName,
  phone: row.phone,
  positionId: row.positionId,
  positionName: positionOf(ctx.db, placeIdOf(ctx), row.positionId)?.positionName ?? row.positionName,
  hireDate: row.hireDate,
  idCard: row.idCard ? maskIdCard(row.idCard) : '',
  remark: row.remark ?? '',
  status: row.status,
  resignDate: row.resignDate ?? '',
  resignReason: row.resignReason ?? '',
  createTime: row.createTime,
});

const today = (ctx: CrudContext) => chinaToday(ctx.now);

export const employeeHandlers = [
  ...crud(employeeEntity, {
    perms: 'staff:employee',
    table: EMPLOYEES.employee,
    ops: ['list', 'add', 'edit', 'delete'],
    prepare,
    defaults: () => ({
      status: EMPLOYEE_ACTIVE,
      resignDate: '',
      resignReason: '',
      positionName: '',
      idCard: '',
    }),
    present: presentEmployee,
    // employed first; then by position (its list order) and hire date
    defaultCompare: (ctx) => {
      const order = new Map(rowsAt(ctx.db, MESSAGES.position, placeIdOf(ctx)).map((p) => [p.id, p.sort]));
      const byHire = compareRows([{ field: 'hireDate', order: 'asc' }]);
      return (a, b) =>
        Number(b.status) - Number(a.status) ||
        (order.get(Number(a.positionId)) ?? 1e9) - (order.get(Number(b.positionId)) ?? 1e9) ||
        byHire(a, b);
    },
    validate: ({ mode, row, existing, siblings, ctx }) => {
      if (mode === 'edit' && existing?.status !== EMPLOYEE_ACTIVE) return said('leftLocked');
      if (row.hireDate > today(ctx)) return { field: 'hireDate', msg: said('hireDateFuture') };
      const twin = siblings.find((s) => s.status === EMPLOYEE_ACTIVE && s.phone === row.phone);
      if (twin) return { field: 'phone', msg: said('phoneTaken', { name: twin.employeeName }) };
      return null;
    },
    beforeDelete: (row) => (row.status === EMPLOYEE_ACTIVE ? null : said('leftKept')),
    // the record keeps the name of the position it was written with
    afterChange: ({ op, ids }, ctx) => {
      if (op !== 'add' && op !== 'edit') return;
      for (const row of rowsAt(ctx.db, EMPLOYEES.employee, placeIdOf(ctx)).filter((r) => ids.includes(r.id)))
        row.positionName =
          positionOf(ctx.db, placeIdOf(ctx), row.positionId)?.positionName ?? row.positionName;
    },
  }),

  // resign {id, resignDate, resignReason}: 在职 → 离职, once
  route.post(`${EMPLOYEE_BASE}/resign`, placeWrite('staff:employee:resign'), ({ db, place, body, now }) => {
    const id = int(body.id);
    const row = employeesAt(db, place.id, place.placeType === 50).find((r) => r.id === id);
    if (!row) invalid(CRUD_MSG.notFound);
    if (row.status !== EMPLOYEE_ACTIVE) invalid(said('alreadyLeft'));
    const { resignDate, resignReason } = parseBody(resignEntity, bodyValues(resignEntity, body));
    if (resignDate < row.hireDate)
      invalidField('resignDate', said('resignBeforeHire', { hireDate: row.hireDate }));
    if (resignDate > chinaToday(now)) invalidField('resignDate', said('resignFuture'));
    row.status = EMPLOYEE_LEFT;
    row.resignDate = resignDate;
    row.resignReason = resignReason;
    row.updateTime = formatTime(now);
    return ok(null, said('resigned'));
  }),
];
