import { useEffect, useState } from 'react';
import { Alert, Checkbox, Skeleton, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { placeKey } from '@/api/query-client';
import { receiveNoticeList, setReceiveNotice } from '@/api/services/staff-employees';
import { ui } from '@/components/feedback-ui';
import { LoadFailed } from '@/components/load-failed';
import { SaveModal } from '@/components/save-modal';
import { NOTICE_KINDS, type Position } from '@/domain/staff';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useSession } from '@/session/session-store';

const keyOf = (type: number) => NOTICE_KINDS.find((k) => k.type === type)?.key;

/**
 * 接收通知 of one position (receiveNoticeList, setReceiveNotice): a checkbox per notice kind of the place, with
 * what it is; 保存 sends the whole set once however often it is clicked, and a refusal keeps the dialog open
 * with its ticks.
 */
export function ReceiveNoticeModal({
  position,
  onClose,
}: {
  position: Position | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const guard = useSubmitGuard();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const kinds = useQuery({
    queryKey: placeKey(placeId, 'positionNotices', position?.id),
    queryFn: () => receiveNoticeList(position!.id),
    enabled: !!position,
  });
  const resetGuard = guard.reset;
  useEffect(() => {
    setChosen(null);
    resetGuard();
  }, [position, resetGuard]);

  const ticked = chosen ?? kinds.data?.filter((k) => k.receive === 1).map((k) => k.noticeType) ?? [];
  const save = () =>
    guard.run(async () => {
      try {
        ui.success(await setReceiveNotice(position!.id, ticked, { silent: true }));
        void queryClient.invalidateQueries({ queryKey: placeKey(placeId, 'positionNotices') });
        onClose();
      } catch (e) {
        ui.error(isApiError(e) ? e.message : t('errors.network'));
        // a corrected retry is not a double click
        resetGuard();
      }
    });

  return (
    <SaveModal
      open={!!position}
      title={position ? t('staff.receiveNoticeTitle', { name: position.positionName }) : ''}
      onCancel={onClose}
      onOk={() => void save()}
      pending={guard.pending}
      saveDisabled={!kinds.data}
      mask={{ closable: false }}
      destroyOnHidden
      width={520}
    >
      <Alert type="info" showIcon title={t('staff.receiveNoticeHint')} style={{ marginBottom: 16 }} />
      {kinds.isError ? (
        <LoadFailed reason={kinds.error.message} onRetry={() => void kinds.refetch()} />
      ) : !kinds.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Checkbox.Group<number> value={ticked} onChange={(v) => setChosen(v)} style={{ width: '100%' }}>
          <Space orientation="vertical" size={12}>
            {kinds.data.map((k) => {
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
    </SaveModal>
  );
}
