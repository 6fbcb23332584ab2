import type { ReactNode } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@/components/load-failed';

/**
 * A titled section under the menu entry's form: the rows `query` reads as a small table without pages, or why
 * they could not be read. `notice` stands between the title and the table.
 * @example <MenuTableSection title={title} query={list} rowKey="menuId" emptyText={…} minWidth={560} columns={…} />
 */
export function MenuTableSection<Row extends object>({
  title,
  query,
  rowKey,
  emptyText,
  minWidth,
  columns,
  notice,
}: {
  title: string;
  query: UseQueryResult<Row[]>;
  rowKey: keyof Row & string;
  emptyText: string;
  minWidth: number;
  columns: TableColumnsType<Row>;
  notice?: ReactNode;
}) {
  if (query.isError && !query.data)
    return <LoadFailed reason={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {notice}
      <Table<Row>
        rowKey={rowKey}
        size="small"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText }}
        scroll={{ x: minWidth }}
        columns={columns}
      />
    </section>
  );
}
