import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';

/**
 * A message read as its recipients see it: its title, a secondary line (`meta`: to whom, when) and its content,
 * sanitised; 关闭 closes it. Open while `item` is set.
 */
export function ReadingModal<T extends { title: string; content: string }>({
  item,
  meta,
  onClose,
}: {
  item: T | null;
  meta: (item: T) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      title={item?.title}
      width="60%"
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('messages.close')}</Button>}
    >
      {item && (
        <>
          <Typography.Paragraph type="secondary">{meta(item)}</Typography.Paragraph>
          <SafeHtml html={item.content} />
        </>
      )}
    </Modal>
  );
}
