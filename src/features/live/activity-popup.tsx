import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { PUSH_KIND, usePush } from '@/realtime/realtime';
import { useSession } from '@/session/session-store';
import { readActivity, type ActivityPush } from './push-data';

/**
 * The activity popup (§2 Dialogs activity notice, §4 push 7): the activity's title, image, rich-text body and
 * its validity 'from 至 to', and a close button. Activities pushed while one is open wait their turn; the same
 * activity pushed twice shows once.
 */
export function ActivityPopup() {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? null);
  const [queue, setQueue] = useState<ActivityPush[]>([]);

  usePush(PUSH_KIND.activity, (frame) => {
    const activity = readActivity(frame.data);
    if (activity) setQueue((q) => (q.some((a) => a.id === activity.id) ? q : [...q, activity]));
  });

  // another place's activities are not this place's
  const placeRef = useRef(placeId);
  useEffect(() => {
    if (placeRef.current === placeId) return;
    placeRef.current = placeId;
    setQueue([]);
  }, [placeId]);

  const shown = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  const period = shown && (shown.startTime || shown.endTime);
  return (
    <Modal
      open={!!shown}
      title={shown?.title || t('live.activity.label')}
      width="60%"
      onCancel={close}
      footer={<Button onClick={close}>{t('live.activity.close')}</Button>}
    >
      {shown && (
        <>
          {shown.imgUrl && (
            <img
              src={shown.imgUrl}
              alt={shown.title}
              referrerPolicy="no-referrer"
              style={{ display: 'block', maxWidth: '100%', margin: '0 auto 12px' }}
            />
          )}
          <SafeHtml html={shown.content} style={{ maxHeight: '55vh', overflowY: 'auto' }} />
          {period && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('live.activity.period', { from: shown.startTime || '—', to: shown.endTime || '—' })}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
