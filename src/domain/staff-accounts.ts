import { patterns } from '../utils/validators';
import { entity, field, type EntityInput } from './entity';

/**
 * Staff accounts (§7 "Mgr staff", issue 21 item 1): the sign-in accounts of an owner's staff. A staff account is
 * a user with staff memberships at some of the owner's places, each naming the member's roles. Shared by the
 * page (src/features/staff/account-*), the mock (mocks/domains/staff/accounts.ts) and its tests. docs/staff.md
 * "Staff accounts".
 */
export const MGR_BASE = '/business-merchant/mgr';

/** A staff account's status: 1 enabled, 0 disabled (cannot sign in; its sessions end). */
export const ACCOUNT_ENABLED = 1;
export const ACCOUNT_DISABLED = 0;

/** A temporary password (add, reset): this long, letters and digits, meeting the password rule (§5). */
export const TEMP_PASSWORD_LENGTH = 8;
export const isTempPassword = (s: string) => s.length === TEMP_PASSWORD_LENGTH && patterns.password.test(s);

/**
 * `add`: a staff member by phone — an existing account (found by getUserByAccount) is bound as it is, a new
 * phone gets a new account with a temporary password — at one or more of the owner's places, with roles.
 */
export const staffAccountEntity = entity(
  {
    phone: {
      ...field.mobile('staffAccount.phoneRequired'),
      tableRule: 'not the owner themself, not already their staff',
    },
    /** a new account's name; an existing account keeps its own */
    name: field.name('staffAccount.nameRequired', undefined, 'Wang'),
    placeIds: field.list({
      required: 'staffAccount.placesRequired',
      tableRule: "every place must be one of the owner's",
      example: [1001],
    }),
    roleIds: field.list({
      initial: [],
      tableRule: "every role must be one of the owner's, covering one of the places",
      example: [],
    }),
  },
  { base: MGR_BASE },
);
export type StaffAccountInput = EntityInput<typeof staffAccountEntity>;

/** `edit`: the account's name (places through bindPlace, roles through setRole). */
export const staffAccountEditEntity = entity({ name: staffAccountEntity.fields.name }, { base: MGR_BASE });
export type StaffAccountEdit = EntityInput<typeof staffAccountEditEntity>;

/** A staff account as `list` and `getUserInfo` answer it. */
export interface StaffAccount {
  userId: number;
  /** the sign-in name (the phone for the accounts the console creates) */
  account: string;
  name: string;
  /** in full: the owner calls their staff */
  phone: string;
  status: 0 | 1;
  /** 1 marked as customer service by this owner */
  customerService: 0 | 1;
  /** the owner's places the member is bound to, and their names */
  placeIds: number[];
  placeNames: string[];
  /** the member's roles (the same at every bound place; each gives keys where it covers) */
  roleIds: number[];
  roleNames: string[];
  /** when the member became this owner's staff */
  createTime: string;
  /** the last successful sign-in ('' none known) */
  lastLoginTime: string;
  /**
   * 1 when the account is wholly this owner's (no places of its own, staff of nobody else): only then may the
   * owner rename it, reset its password or disable it
   */
  managed: 0 | 1;
}

/** getUserByAccount: the account a phone or sign-in name belongs to; `bound` when already this owner's staff. */
export interface FoundUser {
  userId: number;
  name: string;
  phone: string;
  bound: boolean;
  /** the owner themself */
  self: boolean;
}

/** add: the new account's temporary password, shown once (null when an existing account was bound). */
export interface AddedAccount {
  userId: number;
  tempPassword: string | null;
}

/** getChildUserInfoByPlaceId: an enabled staff member of a place. */
export interface PlaceStaff {
  userId: number;
  name: string;
  phone: string;
}
