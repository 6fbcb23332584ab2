import { Button, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/feedback-ui';

/**
 * The footer of an add/edit dialog: 取消, then the primary save, which spins while the submit is pending (the
 * engine's form and the dialogs that hold their own form alike).
 * @example <Modal footer={<FormFooter onCancel={close} submit={submit} />}>…</Modal>
 */
export function FormFooter({
  onCancel,
  submit,
  disabled,
  saveText = 'crud.save',
}: {
  onCancel: () => void;
  /** what useFormSubmit returns */
  submit: { pending: boolean; submit: () => Promise<void> };
  /** the save stays disabled (the form is not loaded yet) */
  disabled?: boolean;
  /** locale key of the save button */
  saveText?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      <Button
        type="primary"
        loading={submit.pending}
        disabled={disabled}
        onClick={() => void submit.submit()}
      >
        {t(saveText)}
      </Button>
    </Space>
  );
}

/** Asks before a changed form is closed: `discard` runs when the user gives the input up. */
export function confirmDiscard(t: TFunction, discard: () => void) {
  void ui.confirm({
    title: t('crud.discardTitle'),
    content: t('crud.discardConfirm'),
    okText: t('crud.discard'),
    cancelText: t('crud.keepEditing'),
    okButtonProps: { danger: true },
    onOk: discard,
  });
}
