import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { lockApi } from '@/api/services/room-extras';
import { DetailGrid } from '@/components/detail-grid';
import { CrudPage } from '@/crud/crud-page';
import { useSession } from '@/session/session-store';
import { lockConfig } from './lock-config';

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

/** /roomManage/lock: the engine plus the supplier account card. */
export default function LockPage() {
  return <CrudPage config={lockConfig} header={<SupplierCard />} />;
}
