import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

// the dialog (and the editor behind it) loads with the first click, not with the top bar
const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/**
 * The top bar's 意见反馈 button and its dialog (§2). app/ puts it in the top bar.
 * @example <FeedbackButton />
 */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Tooltip title={t('feedback.open')}>
        <Button
          type="text"
          icon={<CommentOutlined />}
          aria-label={t('feedback.open')}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
