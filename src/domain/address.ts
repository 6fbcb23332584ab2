import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * The user's address book (§7 /common-system/address): the same book whatever place is current, shared by
 * the page (src/features/address), the mock (mocks/domains/common-system/routes.ts) and the contract suite.
 */
const line = (example: string) =>
  field.text({ required: 'validation.required', maxLength: 50, tooLong: 'validation.max50', example });

/** An address to send things to: at most one per user is the default (the server clears the others). */
export const addressEntity = entity({
  consignee: field.name('validation.required', undefined, 'LiMing'),
  phone: field.mobile('validation.required'),
  /** province / city / district as text */
  region: line('Zhejiang Hangzhou Xihu'),
  /** street and number */
  detail: line('No. 18 Wensan Road'),
  isDefault: field.flag(0, 'address.badDefault'),
  updateTime: field.derived('text'),
});
/** isDefault: 1 the default address */
export interface Address extends EntityRow<typeof addressEntity> {
  isDefault: 0 | 1;
}
export type AddressInput = EntityInput<typeof addressEntity>;
