import { NUMERIC_MAX, type Check } from '../utils/validators';
import { fieldChecks } from '../utils/field-rules';
import { isDay, minutesOf } from './calendar';
import { entity, field, type EntityInput, type EntityRow, type FieldSpec } from './entity';
import type { ScheduleProblem } from './schedule';

/**
 * The billing declarations (§7 Billing, /feeRule/index), shared by the price tabs (src/features/billing), the
 * mock (mocks/domains/billing/routes.ts) and the contract suite: every field rule of a price, a protocol, an hour
 * room, a promotion, a room reduction, an order-edit check and the charge settings, with its message, once.
 *
 * Most billing rows are not plain entities: the base prices and hour rooms are one row per room type (an upsert
 * by type, no add or delete), the member prices a matrix edited per room type, the reductions one row per room,
 * promotions are never edited. Their declarations give the rules of what an edit sends (page: `schema`, mock:
 * `firstProblem`); only the protocols are served by the CRUD factory and run through the contract suite. What
 * needs other tables (a room type of the place, a price below the type's base price, overlapping promotions)
 * stays in the mock.
 */

/**
 * Where /business-merchant serves the billing rules (base, member, protocol and hour-room prices), the promotions,
 * the room reductions, the order price edits, the price records and the charge settings.
 */
export const BILLING_RULES_BASE = '/business-merchant/businessBillingRules';
export const PROMOTION_PRICE_BASE = '/business-merchant/businessPromotionPrice';
export const REDUCE_PRICE_BASE = '/business-merchant/businessReduceRoomPrice';
export const ORDER_EDIT_BASE = '/business-merchant/orderEdit';
export const PRICE_RECORD_BASE = '/business-merchant/priceRecord';
export const OTHER_CONFIG_BASE = '/business-merchant/businessOtherConfig';

/** The largest amount the pricing forms take (§5 NUMERIC_MAX; the server refuses more). */
export const PRICE_MAX = NUMERIC_MAX;

/** The value a number field is read as on the form and the wire (numeric text too), else NaN. */
const numberOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);

/** A price: two decimals at most, more than 0, at most PRICE_MAX (a locale key, or null). */
export const priceCheck: Check = (v) => {
  if (v === null || v === undefined || v === '') return null;
  const money = fieldChecks.money(v);
  if (money) return money;
  const n = numberOf(v);
  return n < 0.01 || n > PRICE_MAX ? 'billingPrices.priceRange' : null;
};

/** An amount that may be 0 (a deposit): two decimals at most, at most PRICE_MAX. */
const amountCheck: Check = (v) =>
  fieldChecks.money(v) ?? (numberOf(v) > PRICE_MAX ? 'billingPrices.amountMax' : null);

/** 'HH:mm', 00:00–23:59 */
export const timeCheck: Check = (v) =>
  typeof v === 'string' && minutesOf(v) !== null ? null : 'billingPrices.timeFormat';

/** a 'YYYY-MM-DD' that is a day of the calendar */
const dayCheck: Check = (v) => (isDay(v) ? null : 'billingPrices.dateInvalid');

/**
 * Another field's value in a cross rule, as the wire has it: the mock sees 'HH:mm' and 'YYYY-MM-DD' text, the
 * form a picker's value (anything with `format`).
 */
const asWire = (v: unknown, format: string): unknown =>
  v && typeof (v as { format?: unknown }).format === 'function'
    ? (v as { format: (f: string) => string }).format(format)
    : v;

/** A price the user must give (a base price, a start price …). */
const price = (): FieldSpec<'number'> =>
  field.number({ required: 'validation.required', range: 'fieldRules.money', checks: [priceCheck] });

/** A required 'HH:mm' time. */
const time = (o: Omit<FieldSpec<'text'>, 'kind'> = {}): FieldSpec<'text'> =>
  field.text({
    required: 'validation.required',
    checks: [timeCheck],
    bad: ['24:00', '8:00'],
    example: '12:00',
    ...o,
  });

/* ------------------------------------------------------------------ price or discount */

/** 1 固定价, 2 折扣 */
export const PRICE_MODES = [1, 2] as const;

/** A discount on the wire: tenths of a 折, 1–99 (88 = 8.8折); the forms take 0.1–9.9 with one decimal. */
export const discountCheck: Check = (v) =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 99 ? null : 'billingPrices.discountRange';

/**
 * A rule priced by a fixed price (mode 1) or a discount (mode 2); the unused one travels as 0. A member price
 * line and a promotion share it.
 */
const pricedFields = {
  mode: field.oneOf(PRICE_MODES, 'validation.selectRequired'),
  price: field.number({
    required: 'validation.required',
    range: 'fieldRules.money',
    cross: (v, row) => (row.mode === 2 ? null : priceCheck(v)),
    dependsOn: ['mode'],
    example: 168,
  }),
  discount: field.number({
    required: 'validation.required',
    range: 'billingPrices.discountRange',
    cross: (v, row) => (row.mode === 2 ? discountCheck(v) : null),
    dependsOn: ['mode'],
    example: 0,
  }),
};

/** One line of editMember: a member type's price or discount for one room type (the member type is the mock's). */
export const memberPriceLine = entity(pricedFields);

/* ------------------------------------------------------------------ base prices */

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * What an edit of a room type's base rule sends (businessBillingRules/edit, an upsert by roomModelId): the rules
 * of the base price tab's form and of the mock. The listed row (BasePriceRow, one per room type) is a view.
 */
export const basePriceEntity = entity({
  basePrice: price(),
  // 0 or empty: the base price every night
  weekendPrice: field.number({
    range: 'fieldRules.money',
    checks: [(v) => (v === 0 ? null : priceCheck(v))],
  }),
  weekendDays: field.list({
    required: 'validation.selectRequired',
    range: 'billingPrices.weekendDaysRange',
    checks: [
      (v) =>
        (v as unknown[]).every((d) => WEEK_DAYS.includes(d as 1)) ? null : 'billingPrices.weekendDaysRange',
    ],
  }),
  deposit: field.number({
    required: 'validation.required',
    range: 'fieldRules.money',
    checks: [amountCheck],
  }),
  checkInTime: time(),
  checkOutTime: time(),
});
export type BasePriceEdit = EntityInput<typeof basePriceEntity>;

/* ------------------------------------------------------------------ protocols */

/** One agreed price of a protocol as the form or the wire has it. */
interface PriceLine {
  roomModelId?: number | null;
  price?: number | null;
}

/**
 * At least one line (the field's required); each with a room type and a price; no room type twice; each price a
 * price. Whether the room types are the place's is the server's (other table).
 */
export const priceLinesCheck: Check = (v) => {
  const lines = (Array.isArray(v) ? v : []) as unknown[];
  const whole = (l: unknown): l is PriceLine =>
    typeof l === 'object' &&
    l !== null &&
    (l as PriceLine).roomModelId != null &&
    (l as PriceLine).price != null;
  if (!lines.every(whole)) return 'billingPrices.protocolLineIncomplete';
  const ids = lines.map((l) => l.roomModelId);
  if (new Set(ids).size !== ids.length) return 'billingPrices.protocolTypeTwice';
  for (const l of lines) {
    const wrong = priceCheck(l.price);
    if (wrong) return wrong;
  }
  return null;
};

const endNotBeforeStart = (end: unknown, row: Record<string, unknown>) => {
  const start = asWire(row.startTime, 'YYYY-MM-DD');
  return typeof end === 'string' && typeof start === 'string' && start && end < start
    ? 'billingPrices.endBeforeStart'
    : null;
};

/** A corporate protocol (协议单位) with its agreed price per room type (businessBillingRules/*ByProtocol). */
export const protocolEntity = entity({
  companyName: field.text({
    required: 'validation.required',
    maxLength: 50,
    tooLong: 'billingPrices.companyNameTooLong',
    unique: 'billingPrices.companyTaken',
    example: (n: number) => `Company${n}`,
  }),
  contactName: field.text({
    required: 'validation.required',
    maxLength: 20,
    tooLong: 'billingPrices.contactNameTooLong',
    example: 'Wang Fang',
  }),
  contactPhone: { ...field.mobile('validation.required'), example: '13905712288' },
  startTime: field.text({ checks: [dayCheck], bad: ['2026-02-30'], example: '2026-12-01' }),
  endTime: field.text({
    checks: [dayCheck],
    cross: endNotBeforeStart,
    dependsOn: ['startTime'],
    bad: ['2026-02-30'],
    example: '2027-11-30',
  }),
  // a form field here (the rules' changeStatus is the base prices'): 1 in force, 0 not
  status: field.int({ min: 0, max: 1, range: 'billingPrices.statusValue', initial: 1 }),
  // the room types of the place: room type 1 is the demo hotel's first
  prices: field.list({
    required: 'billingPrices.protocolPricesRequired',
    checks: [priceLinesCheck],
    example: [{ roomModelId: 1, price: 168 }],
  }),
  remark: field.text({ maxLength: 50, tooLong: 'validation.max50', example: 'monthly invoice' }),
});

/** A protocol as listProtocol answers it: its prices name their room types. */
export type ProtocolRow = Omit<EntityRow<typeof protocolEntity>, 'prices'> & {
  prices: Array<{ roomModelId: number; modelName?: string; price: number }>;
};
export type ProtocolInput = Omit<ProtocolRow, 'id' | 'createTime'>;

/* ------------------------------------------------------------------ hour rooms */

/** The overtime steps the server takes, in minutes. */
export const STEP_MINUTES = [15, 30, 60] as const;

/**
 * What editHourRoom sends for one room type (an upsert by roomModelId); the listed row (HourRoomRow, one per
 * room type, the defaults until edited) is a view.
 */
export const hourRoomEntity = entity({
  enabled: field.int({ min: 0, max: 1, range: 'billingPrices.switchValue', initial: 0 }),
  startHours: field.int({
    required: 'validation.required',
    min: 1,
    max: 12,
    range: 'billingPrices.startHoursRange',
  }),
  startPrice: price(),
  stepMinutes: field.int({
    required: 'validation.selectRequired',
    checks: [(v) => (STEP_MINUTES.includes(v as 15) ? null : 'billingPrices.stepMinutesValue')],
  }),
  stepPrice: price(),
  capHours: field.int({
    required: 'validation.required',
    min: 2,
    max: 24,
    range: 'billingPrices.capHoursRange',
    cross: (cap, row) =>
      typeof row.startHours === 'number' && (cap as number) <= row.startHours
        ? 'billingPrices.capAfterStart'
        : null,
    dependsOn: ['startHours'],
  }),
  saleStartTime: time(),
  // a window may run past midnight (22:00–06:00); it only may not be empty
  saleEndTime: time({
    cross: (end, row) => (end === asWire(row.saleStartTime, 'HH:mm') ? 'billingPrices.saleSame' : null),
    dependsOn: ['saleStartTime'],
  }),
});

/* ------------------------------------------------------------------ promotions */

/**
 * What businessPromotionPrice/add sends besides its §3 schedule (dataType, startTime, endTime, week,
 * openStartTime, openEndTime), which `checkSchedule` (src/domain/schedule.ts) checks whole, its problems
 * answered with `scheduleMessage`. A promotion is never edited; its room types must be the place's and it may
 * not overlap another on-shelf one (the mock's, other rows).
 */
export const promotionEntity = entity({
  promotionName: field.text({
    required: 'validation.required',
    maxLength: 30,
    tooLong: 'billingOps.promotion.nameTooLong',
    unique: 'billingOps.promotion.nameTaken',
  }),
  roomModelIds: field.list({ required: 'validation.selectRequired' }),
  ...pricedFields,
});

/** The locale key of a §3 schedule problem. */
export const scheduleMessage = (p: ScheduleProblem) => `billingOps.schedule.${p}`;

/* ------------------------------------------------------------------ reductions, order edits, charges */

/** The most a room's price may be reduced by, yuan a night. */
export const REDUCE_MAX = 999;

/**
 * What businessReduceRoomPrice/edit sends for one room (an upsert by roomId; 0 removes the reduction). The
 * listed row (one per room) is a view; the amount must also stay below the room type's base price (the mock's).
 */
export const reduceEntity = entity({
  reduceAmount: field.number({
    required: 'validation.required',
    min: 0,
    max: REDUCE_MAX,
    precision: 2,
    range: 'billingOps.reduce.amountRange',
  }),
  reason: field.text({ maxLength: 50, tooLong: 'validation.max50' }),
});

/** 0 waiting, 1 approved, 2 refused */
export type OrderEditStatus = 0 | 1 | 2;

/** orderEdit: a price change on an order asked for by the front desk, waiting for a manager's check or decided. */
export interface OrderEditRow {
  id: number;
  orderNo: string;
  roomNo: string;
  guestName: string;
  originalPrice: number;
  newPrice: number;
  reason: string;
  applicant: string;
  applyTime: string;
  status: OrderEditStatus;
  checker: string;
  checkTime: string;
  /** why it was refused */
  checkRemark: string;
}

/** 1 approve, 2 refuse */
export const CHECK_RESULTS = [1, 2] as const;

/** orderEdit/check: the verdict on a price edit; a refusal needs its reason (`checkRemarkCheck`). */
export const orderEditCheckEntity = entity({
  status: field.oneOf(CHECK_RESULTS, 'billingOps.orderEdit.statusRequired'),
  checkRemark: field.text({ maxLength: 50, tooLong: 'validation.max50' }),
});

/** A refusal without a reason (a locale key, or null): the rule of the refuse dialog and of the server. */
export const checkRemarkCheck = (values: { status?: unknown; checkRemark?: unknown }): string | null =>
  values.status === 2 && !(typeof values.checkRemark === 'string' && values.checkRemark.trim())
    ? 'billingOps.orderEdit.remarkRequired'
    : null;

/** What a price record is about. */
export type PriceRecordType =
  | 'base'
  | 'member'
  | 'protocol'
  | 'hourRoom'
  | 'promotion'
  | 'reduce'
  | 'orderEdit';

/** priceRecord/list: a price change, what it concerns (a room type, room, protocol …, as text) and what changed. */
export interface PriceRecordRow {
  id: number;
  recordType: PriceRecordType;
  target: string;
  /** e.g. '门市价 200.00 → 220.00；周末价 240.00 → 260.00' */
  content: string;
  operator: string;
  createTime: string;
}

/** 0 to the cent, 1 rounded to the yuan, 2 down to the yuan */
export const ROUND_MODES = [0, 1, 2] as const;

/** The charge settings of a place (businessOtherConfig get/updateChargePriceConfig). */
export const chargeConfigEntity = entity({
  earlyCheckInBefore: time(),
  halfDayUntil: time(),
  halfDayPercent: field.int({
    required: 'validation.required',
    min: 0,
    max: 100,
    range: 'billingOps.charge.halfDayPercentRange',
  }),
  graceMinutes: field.int({
    required: 'validation.required',
    min: 0,
    max: 240,
    range: 'billingOps.charge.graceRange',
  }),
  roundMode: field.int({
    required: 'validation.selectRequired',
    checks: [(v) => (ROUND_MODES.includes(v as 0) ? null : 'billingOps.charge.roundModeValue')],
  }),
});
