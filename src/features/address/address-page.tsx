import { Button, Card, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudFormHost } from '@/crud/crud-form';
import { useCrudController } from '@/crud/use-crud-controller';
import { CrudDraftNotice } from '@/crud/views/load-state';
import { CrudTable } from '@/crud/views/table';
import { AddButton } from '@/crud/views/toolbar';
import { addressConfig } from './address-config';

/**
 * /info/address: the signed-in user's delivery addresses (shared by all their places), an engine list laid
 * out as the page's own: 新增地址 in the card's corner, one search box for the consignee. Page, size and the
 * filter live in the URL so a reload shows the same rows.
 */
export default function AddressPage() {
  const { t } = useTranslation();
  const crud = useCrudController(addressConfig);

  if (crud.query.isError && !crud.query.data) {
    return (
      <Result
        status="error"
        title={t('address.loadFailed')}
        extra={<Button onClick={() => void crud.query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  return (
    <Card
      title={t('address.title')}
      style={{ borderRadius: 10 }}
      extra={<AddButton crud={crud} label="address.add" />}
    >
      <Typography.Paragraph type="secondary">{t('address.subtitle')}</Typography.Paragraph>
      <Input.Search
        allowClear
        defaultValue={crud.list.state.filters.consignee}
        placeholder={t('address.filterPlaceholder')}
        aria-label={t('address.consignee')}
        style={{ maxWidth: 280, marginBottom: 12 }}
        onSearch={(value) => crud.search(value.trim() ? { consignee: value.trim() } : {})}
      />
      <CrudDraftNotice crud={crud} />
      <CrudTable
        crud={crud}
        empty={t('address.empty')}
        scroll={{ x: 900 }}
        pagination={{ showQuickJumper: false, showTotal: (count) => t('address.total', { count }) }}
      />
      <CrudFormHost crud={crud} />
    </Card>
  );
}
