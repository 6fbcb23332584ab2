import { Alert, Empty, List } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { computerApi, type Computer } from '@/api/services/room-extras';
import type { RowDialogProps } from '@/crud/types';
import { useBindingChoice, usePlaceId } from './binding-tools';
import { PickOneModal } from '@/components/pick-one-modal';

/** What the room chosen in the bind dialog already has: its computers. */
export function BoundComputers({ roomId }: { roomId: number | undefined }) {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const bound = useQuery({
    // under the place's options: a change of any list of the place reads it again
    queryKey: placeKey(placeId, 'options', 'computersInRoom', roomId),
    queryFn: () => computerApi.boundTo(roomId!),
    enabled: roomId !== undefined,
  });
  if (roomId === undefined || !bound.data) return null;
  return (
    <List
      size="small"
      header={t('roomExtras.alreadyBound')}
      // antd's Empty, not the bare text: the list prints that in its disabled grey (1.8:1)
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roomExtras.noneBound')} />,
      }}
      dataSource={bound.data}
      renderItem={(c) => <List.Item key={c.id}>{c.computerName}</List.Item>}
    />
  );
}

/** Swap the rooms of two computers (computerExchangeBinding). */
export function ExchangeModal({ row: computer, onClose }: RowDialogProps<Computer>) {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const target = useBindingChoice(!!computer, undefined, onClose);
  const others = useQuery({
    queryKey: placeKey(placeId, 'options', 'allComputers'),
    queryFn: async () => (await computerApi.list({ page: 1, size: 500 })).records,
    enabled: !!computer,
  });

  const options = (others.data ?? [])
    .filter((c) => c.id !== computer?.id)
    .map((c) => ({
      value: c.id,
      label: `${c.computerName}（${c.roomNo || t('roomExtras.unbound')}）`,
    }));
  return (
    <PickOneModal
      open={!!computer}
      title={computer ? t('roomExtras.exchangeTitle', { name: computer.computerName }) : ''}
      pending={target.pending}
      onCancel={onClose}
      onSave={(id) => computer && void target.run(() => computerApi.exchange(computer.id, id))}
      before={
        <Alert type="info" showIcon title={t('roomExtras.exchangeHint')} style={{ marginBottom: 16 }} />
      }
      label={t('roomExtras.targetComputer')}
      placeholder={t('roomExtras.chooseComputer')}
      options={options}
      loading={others.isLoading}
      value={target.value}
      onChange={target.setValue}
    />
  );
}
