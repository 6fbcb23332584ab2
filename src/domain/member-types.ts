/**
 * Member types (会员类型, the levels: 普通会员 … 钻石会员; §7 Members and points, /member/type; issue 22): what a
 * level is called, the discount it gets, the total recharge that reaches it, its colour on the member card and
 * the lists, its place in the order of levels. The declaration shared by the page
 * (src/features/members/member.type.crud.tsx), the mock (mocks/domains/members/member-types.ts; the rows are the
 * billing tables' `memberType`, which the member prices of /feeRule/index refer to) and the contract suite.
 * docs/members.md "Member types and recharge strategies".
 */
import { entity, field, type EntityInput, type EntityRow } from './entity';

export const MEMBER_TYPE_BASE = '/business-member/memberType';

/** A discount on the wire: tenths of a 折, 1–100 (85 = 8.5折, 100 = no discount); the form takes 0.1–10. */
export const NO_DISCOUNT = 100;

/** The colours offered first: a grey for the entry level, then silver-blue, gold, purple, and a few more. */
export const MEMBER_TYPE_COLORS = [
  '#8C8C8C',
  '#1677FF',
  '#13C2C2',
  '#52C41A',
  '#D4B106',
  '#FA8C16',
  '#F5222D',
  '#EB2F96',
  '#722ED1',
  '#2F54EB',
] as const;

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** The highest upgrade threshold, yuan. */
export const THRESHOLD_MAX = 9_999_999;

export const memberTypeEntity = entity(
  {
    typeName: field.name('memberTypes.nameRequired', 'memberTypes.nameTaken', 'Level'),
    discount: field.int({
      required: 'memberTypes.discountRequired',
      min: 1,
      max: NO_DISCOUNT,
      range: 'memberTypes.discountRange',
      initial: NO_DISCOUNT,
      example: 95,
    }),
    // what a member must have recharged in all (principal, yuan) to reach the level; 0: every member may hold it
    upgradeThreshold: field.number({
      required: 'memberTypes.thresholdRequired',
      min: 0,
      max: THRESHOLD_MAX,
      precision: 2,
      range: 'memberTypes.thresholdRange',
      initial: 0,
      example: (n: number) => n * 100,
    }),
    color: field.text({
      required: 'memberTypes.colorRequired',
      checks: [(v) => (HEX.test(v as string) ? null : 'memberTypes.colorFormat')],
      initial: MEMBER_TYPE_COLORS[1],
      example: '#1677FF',
      bad: ['#12345G', 'red'],
    }),
    sort: field.sort(),
    remark: field.remark(50),
    /** derived: the level's place in the order (1 lowest): by sort, then by when it was made */
    level: field.derived('int'),
    /** derived: how many members of the place hold it */
    memberCount: field.derived('int'),
  },
  { base: MEMBER_TYPE_BASE },
);
export type MemberType = EntityRow<typeof memberTypeEntity>;
export type MemberTypeInput = EntityInput<typeof memberTypeEntity>;

/** One option of getSelectInfo: the place's types in level order, for the member and strategy selects. */
export interface MemberTypeOption {
  id: number;
  typeName: string;
  level: number;
  discount: number;
  color: string;
}

/** The order of levels: by sort, then by id (the older first). */
export const levelOrder = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
  a.sort - b.sort || a.id - b.id;

/**
 * The level a member's total recharge reaches: of the types whose threshold it reaches, the highest in the order
 * of levels; null when it reaches none.
 * @example levelReached(types, 3200) // 金卡会员 (threshold 3000)
 */
export function levelReached<T extends { sort: number; id: number; upgradeThreshold: number }>(
  types: readonly T[],
  totalRecharge: number,
): T | null {
  const reached = types.filter((t) => totalRecharge >= t.upgradeThreshold).sort(levelOrder);
  return reached.at(-1) ?? null;
}

/** What holds a member type, so that it cannot be deleted: counts by kind (members, room types priced …). */
export interface MemberTypeUse {
  members: number;
  /** room types with a member price for it */
  roomPrices: number;
  /** recharge strategies for it */
  strategies: number;
  /** goods categories with a discount for it */
  goodsDiscounts: number;
}
