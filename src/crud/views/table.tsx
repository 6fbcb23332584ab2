import { cloneElement, isValidElement, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  Button,
  Empty,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useTableScrollRegion } from '@/hooks/use-table-scroll-region';
import { kindOf } from '../field-kinds';
import type { CrudController } from '../use-crud-controller';
import type { Row } from '../use-crud';
import { RowActions } from './row-actions';
import { AddButton } from './toolbar';

export interface CrudTableProps {
  crud: CrudController;
  /** what an empty list shows instead of the engine's empty state (with add / clear filters) */
  empty?: ReactNode;
  /** paging options over the engine's (e.g. a list's own total text) */
  pagination?: Partial<TablePaginationConfig>;
  /** default: as wide as the columns need */
  scroll?: TableProps<Row>['scroll'];
}

/**
 * The select-all checkbox as a column title. antd repeats every column title in a hidden (aria-hidden) row that
 * measures the column widths; a checkbox there is focusable inside aria-hidden (axe: aria-hidden-focus), so the
 * copy in that row is made inert.
 */
function SelectAllTitle({ checkbox, label }: { checkbox: ReactNode; label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el?.closest('[aria-hidden="true"]')) el.inert = true;
  }, []);
  return (
    <span ref={ref} style={{ display: 'contents' }}>
      {isValidElement<{ 'aria-label'?: string }>(checkbox)
        ? cloneElement(checkbox, { 'aria-label': label })
        : checkbox}
    </span>
  );
}

/** The server-paged, server-sorted table of the controller's column model, with selection and empty state. */
export function CrudTable({ crud, empty, pagination, scroll = { x: 'max-content' } }: CrudTableProps) {
  const { t } = useTranslation();
  const { list, query, selection } = crud;
  const { state } = list;
  const box = useRef<HTMLDivElement>(null);
  useTableScrollRegion(box, t(crud.config.title));

  const columns: TableColumnsType<Row> = crud.columns.map((c) => {
    switch (c.kind) {
      case 'index':
        return { title: c.title, key: c.key, width: c.width, render: (_, __, i) => crud.offset + i + 1 };
      case 'field': {
        const { field: f, options: opts } = c;
        const kind = kindOf(f);
        return {
          title: c.title,
          key: c.key,
          dataIndex: c.key,
          width: opts.width,
          fixed: opts.fixed,
          ellipsis: opts.ellipsis,
          sorter: opts.sorter ? true : undefined,
          sortOrder: opts.sorter ? c.sortOrder : undefined,
          render: (value: unknown, row: Row) =>
            opts.render ? opts.render(row as never) : kind.cell(value, row as never, f, t),
        };
      }
      case 'status':
        return {
          title: c.title,
          key: c.key,
          width: c.width,
          render: (_, row) => {
            const cell = crud.statusOf(row);
            if (!cell) return null;
            return cell.editable ? (
              <Switch
                checked={cell.on}
                aria-label={t('crud.status')}
                checkedChildren={cell.onLabel}
                unCheckedChildren={cell.offLabel}
                onChange={(on) => void crud.changeStatus(row, on)}
              />
            ) : (
              <Tag color={cell.on ? 'green' : 'default'}>{cell.label}</Tag>
            );
          },
        };
      case 'actions':
        return {
          title: c.title,
          key: c.key,
          fixed: 'right',
          width: c.width,
          render: (_, row, i) => <RowActions actions={crud.actionsOf(row, i)} />,
        };
    }
  });

  const onChange: TableProps<Row>['onChange'] = (paging, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? String(s.columnKey ?? s.field) : null;
    crud.changeTable(
      paging.current ?? 1,
      paging.pageSize ?? state.size,
      field ? { field, order: s!.order === 'ascend' ? 'asc' : 'desc' } : null,
    );
  };

  const emptyState = crud.filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.emptyFiltered')}>
      <Button onClick={crud.clearFilters}>{t('crud.clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.empty')}>
      {crud.can.add && <AddButton crud={crud} />}
    </Empty>
  );

  // a plain text is shown as antd's Empty: the table would print it in its disabled grey (1.8:1)
  const emptyNode =
    typeof empty === 'string' ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
    ) : (
      (empty ?? emptyState)
    );

  return (
    <div ref={box}>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={query.isFetching && !query.isError}
        // an empty list has nothing to scroll to: without rows a region wider than the page would scroll with
        // nothing in it the keyboard can reach (axe: scrollable-region-focusable)
        scroll={list.rows.length > 0 ? scroll : undefined}
        onChange={onChange}
        rowSelection={
          selection.enabled
            ? {
                selectedRowKeys: selection.ids,
                onChange: (keys) => selection.set(keys as number[]),
                // antd names the checkboxes in English ("Select all", "Select row 1") whatever the language
                columnTitle: (checkbox) => <SelectAllTitle checkbox={checkbox} label={t('crud.selectAll')} />,
                getCheckboxProps: (row) => ({
                  'aria-label': t('crud.selectRow', { index: crud.offset + list.rows.indexOf(row) + 1 }),
                }),
              }
            : undefined
        }
        locale={{ emptyText: query.isLoading ? ' ' : emptyNode }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: list.sizes,
          showTotal: (total) => t('crud.total', { total }),
          ...pagination,
        }}
      />
    </div>
  );
}
