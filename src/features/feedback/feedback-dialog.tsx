import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedbackApi } from '@/api/services/feedback';
import { ui } from '@/components/feedback-ui';
import { RichTextEditor } from '@/components/rich-text-editor';
import { isEmptyEditorHtml } from '@/components/upload-core';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useSession } from '@/session/session-store';

/** §2, §9: a second click on 提交 within this window is ignored (the console's default is 2 s). */
export const FEEDBACK_GUARD_MS = 1500;

/**
 * 意见反馈 (§2 Dialogs, §8): a rich-text editor, 取消 and 提交; 60% wide; closed only by its buttons (no close
 * icon, no mask click, no Esc), so a half-written text is not lost by a stray click; empty on every open.
 * Empty content (also an editor holding only empty paragraphs) is refused with 反馈内容不能为空 before anything
 * is sent. Code 200 shows the server's message and closes; any other answer shows the server's message (the
 * request layer does) and keeps the dialog and its content for another try.
 */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.id ?? null);
  const [content, setContent] = useState('');
  const { run, pending, reset } = useSubmitGuard(FEEDBACK_GUARD_MS);

  // cleared on every open, before the editor mounts (it is destroyed with the hidden dialog)
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setContent('');
  }
  // a new open may submit at once, whatever the last one did
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const submit = () => {
    if (isEmptyEditorHtml(content)) {
      ui.error(t('feedback.empty'));
      return;
    }
    if (userId === null) return;
    void run(async () => {
      try {
        ui.success(await feedbackApi.add({ content, userId }));
        onClose();
      } catch {
        // the request layer has shown the server's message; the text stays for another try
      }
    });
  };

  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      width="60%"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('feedback.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={pending} onClick={submit}>
          {t('feedback.submit')}
        </Button>,
      ]}
    >
      <RichTextEditor
        value={content}
        onChange={setContent}
        placeholder={t('feedback.placeholder')}
        aria-label={t('feedback.title')}
        height={300}
      />
    </Modal>
  );
}
