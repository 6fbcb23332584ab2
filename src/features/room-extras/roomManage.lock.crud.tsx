import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { lockApi, type Lock } from '@/api/services/room-extras';
import { DetailGrid } from '@/components/detail-grid';
import { useSession } from '@/session/session-store';
import { actionPerms, defineCrud } from '@/crud/types';
import { lockEntity } from '@/domain/room-extras';
import { ROOM_OPTIONS, SUPPLIER_OPTIONS } from './options';
import { createTimeField, entityField, remarkField } from '@/crud/field-presets';

/** Below this a lock's battery shows in red: time to change it before the guest is locked out. */
const LOW_BATTERY = 20;

/** The place's lock supplier account (lockSupplierConfig/getConfigByPlaceId), read-only. */
function SupplierCard() {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const q = useQuery({
    queryKey: placeKey(placeId, 'lockSupplierConfig'),
    queryFn: lockApi.supplierConfig,
  });
  if (q.isPending || q.isError) return null;
  const c = q.data;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      {c ? (
        <DetailGrid
          title={t('roomExtras.supplierConfig')}
          column={3}
          items={[
            { key: 'supplier', label: t('roomExtras.supplier'), value: c.supplierName },
            { key: 'appKey', label: t('roomExtras.appKey'), value: c.appKey },
            { key: 'serverUrl', label: t('roomExtras.serverUrl'), value: c.serverUrl },
          ]}
        />
      ) : (
        t('roomExtras.noSupplierConfig')
      )}
    </Card>
  );
}

/**
 * /roomManage/lock: door locks, one per room, with their brand and battery (§7 Rooms, businessLock); the rules
 * are the declaration's (src/domain/room-extras.ts). Above the list, the place's supplier account.
 */
export default defineCrud({
  key: 'locks',
  schema: lockEntity,
  title: 'roomExtras.lockTitle',
  header: SupplierCard,
  entity: 'roomExtras.lockEntity',
  resource: lockApi,
  fields: [
    {
      key: 'lockNo',
      label: 'roomExtras.lockNo',
      search: true,
      column: { sorter: true },
      form: true,
    },
    entityField('roomId', 'roomExtras.room', ROOM_OPTIONS, (r: Lock) => r.roomNo),
    entityField('supplierId', 'roomExtras.supplier', SUPPLIER_OPTIONS, (r: Lock) => r.supplierName),
    {
      key: 'battery',
      label: 'roomExtras.battery',
      type: 'number',
      unit: 'roomExtras.percent',
      column: {
        sorter: true,
        render: (r) => (
          <Typography.Text
            type={r.battery < LOW_BATTERY ? 'danger' : undefined}
          >{`${r.battery}%`}</Typography.Text>
        ),
      },
      form: true,
    },
    remarkField('roomExtras'),
    createTimeField('roomExtras'),
  ],
  perms: actionPerms('room:lock'),
  status: {},
  rowName: (l) => l.lockNo,
});
