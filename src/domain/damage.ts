/**
 * Damage records (§7 Messages and notices: businessDamage list/add/edit/delete/changeStatus): what a guest broke,
 * soiled or took, in which room and stay, the compensation asked and what became of it. DOM-free: imported by
 * /order/damage and by the mock (mocks/domains/orders/damage.ts). The 损坏 tab of the orders lists the stays that
 * have a record (docs/orders.md).
 */
import { entity, field, type EntityInput, type EntityRow } from './entity';

export const DAMAGE_BASE = '/business-merchant/businessDamage';
export const DAMAGE_PHOTOS_MAX = 6;

/** The resource keys of /order/damage (the menu's 损坏登记 node): the page offers, the mock checks. */
export const DAMAGE_PERMS = {
  list: 'order:damage:list',
  add: 'order:damage:add',
  edit: 'order:damage:edit',
  delete: 'order:damage:delete',
  status: 'order:damage:status',
  export: 'order:damage:export',
} as const;

/**
 * 1 registered, waiting for the guest to pay (待处理); 2 compensated (已赔偿: the amount was charged to the stay);
 * 3 waived (已免赔: the place bears it, e.g. wear or a regular guest). Only a registered record moves, and only
 * to 2 or 3: a compensated or waived record is the account of what happened and stays as it is.
 */
export const DAMAGE_STATUS = { registered: 1, compensated: 2, waived: 3 } as const;
export type DamageStatus = (typeof DAMAGE_STATUS)[keyof typeof DAMAGE_STATUS];
export const DAMAGE_NEXT: Readonly<Record<DamageStatus, readonly DamageStatus[]>> = {
  [DAMAGE_STATUS.registered]: [DAMAGE_STATUS.compensated, DAMAGE_STATUS.waived],
  [DAMAGE_STATUS.compensated]: [],
  [DAMAGE_STATUS.waived]: [],
};

/** What the desk registers: the room, the stay (its order number, when known), the item, the amount, photos. */
export const damageEntity = entity(
  {
    roomId: field.ref('businessRoom', 'orders.damageRecord.roomRequired', 'orders.damageRecord.roomMissing'),
    orderNo: field.text({
      maxLength: 20,
      example: '',
      tableRule: 'an order of the place for that room',
    }),
    itemName: field.text({ required: 'orders.damageRecord.itemRequired', maxLength: 30, example: 'Towel' }),
    amount: field.money({ required: 'orders.damageRecord.amountRequired', min: 0 }),
    photos: field.images(DAMAGE_PHOTOS_MAX),
    remark: field.remark(100),
    status: field.status(),
    roomNo: field.derived('text'),
    guestName: field.derived('text'),
    reporter: field.derived('text'),
  },
  { base: DAMAGE_BASE },
);
export type Damage = Omit<EntityRow<typeof damageEntity>, 'status'> & { status: DamageStatus };
export type DamageInput = EntityInput<typeof damageEntity>;
