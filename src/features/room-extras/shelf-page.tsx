import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/crud/crud-page';
import { shelfConfig } from './shelf-config';

/** /roomManage/shelf: configuration (shelf-config.ts) and a line on how shelving works. */
export default function ShelfPage() {
  const { t } = useTranslation();
  return (
    <CrudPage
      config={shelfConfig}
      header={<Alert type="info" showIcon title={t('roomExtras.shelfHint')} style={{ marginBottom: 16 }} />}
    />
  );
}
