import { useMemo, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { CrudPage } from '@/crud/crud-page';
import type { CrudConfig } from '@/crud/types';
import type { Notice, NoticeInput } from '@/api/services/messages';
import { noticeConfig } from './notice-config';

/** ?tab=announcement: the notices list of `noticeConfig`, and 查看 to read one as the staff will (sanitised). */
export default function NoticeTab() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<Notice | null>(null);
  const config = useMemo<CrudConfig<Notice, NoticeInput>>(
    () => ({ ...noticeConfig, rowActions: [{ key: 'view', label: 'messages.view', onClick: setViewing }] }),
    [],
  );
  return (
    <CrudPage config={config}>
      <Modal
        open={viewing !== null}
        title={viewing?.title}
        width="60%"
        onCancel={() => setViewing(null)}
        footer={<Button onClick={() => setViewing(null)}>{t('messages.close')}</Button>}
      >
        {viewing && (
          <>
            <Typography.Paragraph type="secondary">
              {t('messages.addressedTo', { names: viewing.positionNames.join('、') })}
              {viewing.publishTime && (
                <>
                  <br />
                  {t('messages.publishedAt', { time: viewing.publishTime })}
                </>
              )}
            </Typography.Paragraph>
            <SafeHtml html={viewing.content} />
          </>
        )}
      </Modal>
    </CrudPage>
  );
}
