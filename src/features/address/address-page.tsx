import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Input, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { addressApi, type Address } from '@/api/services/common-system';
import { ui } from '@/components/feedback-ui';
import { useSession } from '@/session/session-store';
import { AddressFormModal } from './address-form-modal';

const PAGE_SIZES = [10, 20, 50];

function positive(v: string | null, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * /info/address: the signed-in user's delivery addresses (shared by all their places). Page and page size live
 * in the URL so a reload shows the same rows.
 */
export default function AddressPage() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.id ?? 0);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const size = positive(params.get('size'), PAGE_SIZES[0]!);
  // list state lives in the URL (q_ marks a filter): a reload or a shared link shows the same rows
  const consignee = params.get('q_consignee') ?? '';
  const [modal, setModal] = useState<{ open: boolean; editing: Address | null }>({
    open: false,
    editing: null,
  });

  const baseKey = ['user', userId, 'addresses'];
  const query = useQuery({
    queryKey: [...baseKey, page, size, consignee],
    queryFn: () => addressApi.list({ page, size, consignee }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: baseKey });

  const setPaging = useCallback(
    (p: number, s: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(p));
          next.set('size', String(s));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // deleting the last row of the last page leaves it empty: show the page before it
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * size >= total) {
      setPaging(Math.max(1, Math.ceil(total / size)), size);
    }
  }, [total, page, size, setPaging]);

  async function run(action: () => Promise<string>) {
    try {
      ui.success(await action());
    } catch (e) {
      ui.error(isApiError(e) ? e.message : t('errors.network'));
    }
    await refresh();
  }

  function confirmRemove(row: Address, index: number) {
    void ui.confirm({
      title: t('address.deleteTitle'),
      content: t('address.deleteConfirm', { index, name: row.consignee }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      // errors are shown by run(); the dialog closes either way
      onOk: () => run(() => addressApi.remove(row.id)),
    });
  }

  const columns: TableColumnsType<Address> = [
    {
      title: t('address.index'),
      key: 'index',
      width: 72,
      render: (_, __, i) => (page - 1) * size + i + 1,
    },
    { title: t('address.consignee'), dataIndex: 'consignee', width: 120 },
    { title: t('address.phone'), dataIndex: 'phone', width: 140 },
    { title: t('address.region'), dataIndex: 'region' },
    {
      title: t('address.detail'),
      dataIndex: 'detail',
      render: (detail: string, row) => (
        <Space size={8} wrap>
          {row.isDefault === 1 && <Tag color="blue">{t('address.defaultTag')}</Tag>}
          {detail}
        </Space>
      ),
    },
    {
      title: t('address.actions'),
      key: 'actions',
      width: 240,
      render: (_, row, i) => (
        <Space size={0}>
          <Button type="link" onClick={() => setModal({ open: true, editing: row })}>
            {t('address.edit')}
          </Button>
          {row.isDefault !== 1 && (
            <Button type="link" onClick={() => void run(() => addressApi.edit({ id: row.id, isDefault: 1 }))}>
              {t('address.setDefault')}
            </Button>
          )}
          <Button type="link" danger onClick={() => confirmRemove(row, (page - 1) * size + i + 1)}>
            {t('address.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  if (query.isError && !query.data) {
    return (
      <Result
        status="error"
        title={t('address.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  return (
    <Card
      title={t('address.title')}
      style={{ borderRadius: 10 }}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setModal({ open: true, editing: null })}
        >
          {t('address.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('address.subtitle')}</Typography.Paragraph>
      <Input.Search
        allowClear
        defaultValue={consignee}
        placeholder={t('address.filterPlaceholder')}
        aria-label={t('address.consignee')}
        style={{ maxWidth: 280, marginBottom: 12 }}
        onSearch={(value) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (value.trim()) next.set('q_consignee', value.trim());
              else next.delete('q_consignee');
              next.set('page', '1');
              return next;
            },
            { replace: true },
          )
        }
      />
      <Table<Address>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t('address.empty') }}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: size,
          total: total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (count) => t('address.total', { count }),
          onChange: setPaging,
        }}
      />
      <AddressFormModal
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal((m) => ({ ...m, open: false }))}
        onSaved={() => {
          setModal((m) => ({ ...m, open: false }));
          void refresh();
        }}
      />
    </Card>
  );
}
