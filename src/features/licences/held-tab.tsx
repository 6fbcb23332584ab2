import { Empty, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlaceLicense } from '@/api/services/common-license';
import { isPermanent, LICENSE_TYPE } from '@/domain/licence';
import { endText, useHeldLicences } from './licence-data';
import { LoadFailed } from '@/components/load-failed';

/** Where a licence of this type is renewed on the purchase page. */
const RENEW_TAB: Partial<Record<number, string>> = {
  [LICENSE_TYPE.module]: 'modules',
  [LICENSE_TYPE.edition]: 'modules',
  [LICENSE_TYPE.rooms]: 'rooms',
};

/** 已购应用: the place's licences (listByPlace) with their validity, where they came from and what they add. */
export function HeldTab({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  const held = useHeldLicences(placeId);
  if (held.isError && !held.data) {
    return (
      <LoadFailed
        title="licence.loadFailed"
        reason={held.error.message}
        onRetry={() => void held.refetch()}
      />
    );
  }

  const columns: TableColumnsType<PlaceLicense> = [
    { title: t('licence.colName'), dataIndex: 'licenseName', width: 150 },
    {
      title: t('licence.colType'),
      dataIndex: 'licenseType',
      width: 100,
      render: (type: number) => t(`licence.type.${type}`, { defaultValue: String(type) }),
    },
    {
      title: t('licence.colAmountHeld'),
      key: 'amount',
      width: 90,
      render: (_, l) =>
        l.licenseType === LICENSE_TYPE.rooms
          ? t('licence.rooms', { count: l.roomNum })
          : l.licenseType === LICENSE_TYPE.goods
            ? t('licence.pieces', { count: l.num })
            : l.licenseType === LICENSE_TYPE.sms
              ? t('licence.smsCount', { count: l.num })
              : t('licence.none'),
    },
    { title: t('licence.colStart'), dataIndex: 'startTime', width: 120 },
    {
      title: t('licence.colEnd'),
      dataIndex: 'endTime',
      width: 120,
      render: (end: string | null) => endText(t, end),
    },
    {
      title: t('licence.colStatus'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) =>
        status === 1 ? (
          <Tag color="success">{t('licence.statusActive')}</Tag>
        ) : (
          <Tag color="default">{t('licence.statusExpired')}</Tag>
        ),
    },
    {
      title: t('licence.colSource'),
      dataIndex: 'source',
      width: 100,
      render: (source: string) => t(`licence.source.${source}`, { defaultValue: source }),
    },
    {
      title: t('licence.colMenus'),
      dataIndex: 'menuNames',
      render: (names: string[]) =>
        names.length === 0 ? (
          t('licence.none')
        ) : (
          <Flex gap={4} wrap>
            {names.map((n) => (
              <Tag key={n} color="blue">
                {n}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: t('licence.colActions'),
      key: 'actions',
      width: 90,
      render: (_, l) => {
        const tab = RENEW_TAB[l.licenseType];
        // a permanent licence has nothing to renew
        if (!tab || isPermanent(l.endTime)) return null;
        return <Link to={`/application/index?tab=${tab}`}>{t('licence.renew')}</Link>;
      },
    },
  ];

  return (
    <Table<PlaceLicense>
      rowKey="id"
      columns={columns}
      dataSource={held.data ?? []}
      loading={held.isFetching}
      pagination={false}
      // antd's Empty, not the bare text: the table prints that in its disabled grey (1.8:1)
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('licence.heldEmpty')} />,
      }}
      scroll={{ x: 1000 }}
    />
  );
}
