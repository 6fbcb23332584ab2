import { useEffect, useState } from 'react';
import { Checkbox, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { receiveNoticeList, setReceiveNotice } from '@/api/services/staff-employees';
import { QuerySaveModal } from '@/components/query-save-modal';
import type { RowDialogProps } from '@/crud/types';
import { NOTICE_KINDS, type Position } from '@/domain/staff';
import { useSession } from '@/session/session-store';

const keyOf = (type: number) => NOTICE_KINDS.find((k) => k.type === type)?.key;

/**
 * 接收通知 of one position (receiveNoticeList, setReceiveNotice): a checkbox per notice kind of the place, with
 * what it is; 保存 sends the whole set once however often it is clicked, and a refusal keeps the dialog open
 * with its ticks.
 */
export function ReceiveNoticeModal({ row: position, onClose }: RowDialogProps<Position>) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const kinds = useQuery({
    queryKey: placeKey(placeId, 'positionNotices', position?.id),
    queryFn: () => receiveNoticeList(position!.id),
    enabled: !!position,
  });
  useEffect(() => setChosen(null), [position]);

  const ticked = chosen ?? kinds.data?.filter((k) => k.receive === 1).map((k) => k.noticeType) ?? [];
  return (
    <QuerySaveModal
      open={!!position}
      title={position ? t('staff.receiveNoticeTitle', { name: position.positionName }) : ''}
      onCancel={onClose}
      query={kinds}
      hint={t('staff.receiveNoticeHint')}
      save={() => setReceiveNotice(position!.id, ticked, { silent: true })}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: placeKey(placeId, 'positionNotices') });
        onClose();
      }}
      width={520}
    >
      {(data) => (
        <Checkbox.Group<number> value={ticked} onChange={(v) => setChosen(v)} style={{ width: '100%' }}>
          <Space orientation="vertical" size={12}>
            {data.map((k) => {
              const key = keyOf(k.noticeType);
              return (
                <Checkbox key={k.noticeType} value={k.noticeType}>
                  {key ? t(`staff.noticeKind.${key}`) : k.noticeName}
                  {key && (
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                      {t(`staff.noticeKindHint.${key}`)}
                    </Typography.Text>
                  )}
                </Checkbox>
              );
            })}
          </Space>
        </Checkbox.Group>
      )}
    </QuerySaveModal>
  );
}
