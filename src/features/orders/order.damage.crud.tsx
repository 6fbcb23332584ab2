import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmWrite } from '@/components/confirm-write';
import { damageApi } from '@/api/services/damage';
import { ROOM_OPTIONS } from '@/api/services/room-options';
import { createTimeField, entityField, remarkField } from '@/crud/field-presets';
import { defineCrud, type RowAction } from '@/crud/types';
import {
  DAMAGE_NEXT,
  DAMAGE_PERMS,
  DAMAGE_PHOTOS_MAX,
  DAMAGE_STATUS,
  damageEntity,
  type Damage,
  type DamageInput,
  type DamageStatus,
} from '@/domain/damage';
import { formatPrice } from '@/utils/validators';
import { i18n } from '@/i18n/i18n';

const STATUS_COLORS: Record<DamageStatus, string> = {
  [DAMAGE_STATUS.registered]: 'gold',
  [DAMAGE_STATUS.compensated]: 'green',
  [DAMAGE_STATUS.waived]: 'default',
};

function StatusTag({ status }: { status: DamageStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`orders.damageRecord.statuses.${status}`)}</Tag>;
}

/** 已赔偿 or 免赔 on a record still open, after a question naming the room, the item and the amount. */
function settle(to: DamageStatus): RowAction<Damage> {
  const key = to === DAMAGE_STATUS.compensated ? 'compensate' : 'waive';
  return {
    key,
    label: `orders.damageRecord.${key}`,
    perm: DAMAGE_PERMS.status,
    danger: to === DAMAGE_STATUS.waived,
    visible: (d) => DAMAGE_NEXT[d.status].includes(to),
    onClick: (d, list) =>
      confirmWrite({
        title: i18n.t(`orders.damageRecord.${key}`),
        content: i18n.t(`orders.damageRecord.${key}Ask`, {
          room: d.roomNo,
          item: d.itemName,
          amount: formatPrice(d.amount),
        }),
        call: () => damageApi.changeStatus(d.id, to),
        after: list.refresh,
      }),
  };
}

/**
 * /order/damage (businessDamage): what guests broke, soiled or took, room by room, with the stay it is charged
 * to; 已赔偿 and 免赔 settle an open record (docs/orders.md "Damage"), after which it is the account of what
 * happened and is neither edited nor deleted.
 */
export default defineCrud<Damage, DamageInput>({
  key: 'damage',
  schema: damageEntity,
  title: 'orders.damageRecord.listTitle',
  intro: 'orders.damageRecord.intro',
  entity: 'orders.damageRecord.entity',
  fields: [
    entityField('roomId', 'orders.damageRecord.room', ROOM_OPTIONS, (d: Damage) => d.roomNo, {
      column: { width: 90 },
    }),
    {
      key: 'orderNo',
      label: 'orders.damageRecord.orderNo',
      search: true,
      column: { width: 170 },
      form: { extra: 'orders.damageRecord.orderNoHint' },
    },
    { key: 'guestName', label: 'orders.damageRecord.guestName', column: true },
    { key: 'itemName', label: 'orders.damageRecord.itemName', search: true, column: true, form: true },
    {
      key: 'amount',
      label: 'orders.damageRecord.amount',
      type: 'money',
      min: 0,
      column: { sorter: true },
      form: true,
    },
    {
      key: 'photos',
      label: 'orders.damageRecord.photos',
      type: 'images',
      column: true,
      form: { wide: true },
      inputProps: { max: DAMAGE_PHOTOS_MAX },
      exported: false,
    },
    {
      key: 'status',
      label: 'orders.damageRecord.status',
      type: 'select',
      options: Object.values(DAMAGE_STATUS).map((v) => ({
        value: v,
        label: `orders.damageRecord.statuses.${v}`,
      })),
      search: true,
      column: { render: (d) => <StatusTag status={d.status} /> },
    },
    { key: 'reporter', label: 'orders.damageRecord.reporter', column: { hidden: true } },
    { ...remarkField('orders.damageRecord'), form: { wide: true } },
    { ...createTimeField<Damage>('orders.damageRecord'), column: { sorter: true, width: 170 } },
  ],
  perms: {
    add: DAMAGE_PERMS.add,
    edit: DAMAGE_PERMS.edit,
    delete: DAMAGE_PERMS.delete,
    export: DAMAGE_PERMS.export,
  },
  form: { columns: 2, width: 720 },
  resource: damageApi,
  rowActions: [settle(DAMAGE_STATUS.compensated), settle(DAMAGE_STATUS.waived)],
  locked: (d) => d.status !== DAMAGE_STATUS.registered,
  rowName: (d) => `${d.roomNo} ${d.itemName}`,
  defaultSort: { field: 'createTime', order: 'desc' },
});
