import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/crud/crud-page';
import type { CrudConfig } from '@/crud/types';
import type { Notice, NoticeInput } from '@/api/services/messages';
import { noticeConfig } from './notice-config';
import { ReadingModal } from './reading-modal';

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
      <ReadingModal
        item={viewing}
        onClose={() => setViewing(null)}
        meta={(n) => (
          <>
            {t('messages.addressedTo', { names: n.positionNames.join(t('common.listSep')) })}
            {n.publishTime && (
              <>
                <br />
                {t('messages.publishedAt', { time: n.publishTime })}
              </>
            )}
          </>
        )}
      />
    </CrudPage>
  );
}
