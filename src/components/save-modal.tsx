import { Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A dialog whose OK saves (保存 / 取消): the save button spins while `pending` and stays disabled while
 * `saveDisabled` (nothing chosen yet). Everything else is antd's Modal.
 * @example <SaveModal open title={t('goods.adjustTitle')} pending={save.pending} onOk={submit} onCancel={close}>…</SaveModal>
 */
export function SaveModal({
  pending,
  saveDisabled,
  ...props
}: Omit<ModalProps, 'okText' | 'cancelText' | 'okButtonProps'> & {
  pending?: boolean;
  saveDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      {...props}
      okText={t('crud.save')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ loading: pending, disabled: saveDisabled }}
    />
  );
}
