import { useMemo } from 'react';
import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { CrudPage } from '@/crud/crud-page';
import { errorMessage } from '@/crud/use-crud';
import { useSession } from '@/session/session-store';
import { MEMBER_TYPE_OPTIONS } from './billing-options';
import { memberPriceConfig } from './member-price-config';
import { LoadFailed } from '@/components/load-failed';

/**
 * /feeRule/index?tab=member: the member-price matrix. Its columns are the place's member types, so the
 * configuration is built once they are known (from the same cache the member-type selects use).
 */
export default function MemberPriceTab() {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const types = useQuery({
    queryKey: placeKey(placeId, 'options', MEMBER_TYPE_OPTIONS.queryKey),
    queryFn: MEMBER_TYPE_OPTIONS.load,
    staleTime: 30_000,
  });
  const config = useMemo(() => (types.data ? memberPriceConfig(types.data) : null), [types.data]);
  if (config) return <CrudPage config={config} />;
  if (types.isError)
    return (
      <Card style={{ borderRadius: 10 }}>
        <LoadFailed reason={errorMessage(types.error, t)} onRetry={() => void types.refetch()} primary />
      </Card>
    );
  return <Card loading style={{ borderRadius: 10 }} />;
}
