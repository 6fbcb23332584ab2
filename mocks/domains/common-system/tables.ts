/** The table of the address book (mocks/domains/common-system/routes.ts) and the rows it stores. */
import { defineTable, type StampedRow } from '../../table';

/** The address book is the user's, not a place's: placeId is null, userId says whose. */
export const ADDRESS_TABLE = 'addresses';

/** A delivery address of a user (where shipped goods go). */
export interface AddressRow extends StampedRow {
  placeId: null;
  userId: number;
  consignee: string;
  phone: string;
  /** province, city and district */
  region: string;
  detail: string;
  /** 1 the user's default address (one per user) */
  isDefault: number;
}

export const ADDRESS_BOOK = defineTable<AddressRow>(ADDRESS_TABLE);
