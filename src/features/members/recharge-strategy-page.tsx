import { useMemo } from 'react';
import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { LoadFailed } from '@/components/load-failed';
import { CrudPage } from '@/crud/crud-page';
import { errorMessage } from '@/crud/use-crud';
import { useSession } from '@/session/session-store';
import { memberTypeApi } from '@/api/services/member-types';
import { rechargeStrategyConfig } from './recharge-strategy-config';

/**
 * /member/recharge: the recharge strategies. The level select lists the place's member types (getSelectInfo,
 * cached with the place's options: a save anywhere refreshes it), so the config is built once they are known.
 */
export default function RechargeStrategyPage() {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const types = useQuery({
    queryKey: placeKey(placeId, 'options', 'memberTypeLevels'),
    queryFn: memberTypeApi.select,
    staleTime: 30_000,
  });
  const config = useMemo(() => (types.data ? rechargeStrategyConfig(types.data) : null), [types.data]);
  if (config) return <CrudPage config={config} intro="memberTypes.strategyIntro" />;
  if (types.isError)
    return (
      <Card style={{ borderRadius: 10 }}>
        <LoadFailed reason={errorMessage(types.error, t)} onRetry={() => void types.refetch()} primary />
      </Card>
    );
  return <Card loading style={{ borderRadius: 10 }} />;
}
