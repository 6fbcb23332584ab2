import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Popover,
  Result,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/access/access-store';
import { ui } from '@/components/feedback-ui';
import { useSession } from '@/session/session-store';
import { useColumnSettings } from './column-settings';
import { CrudForm } from './crud-form';
import { EXPORT_CAP, exportToExcel, openPrintView } from './export';
import { kindOf } from './field-kinds';
import { errorMessage, useCrudList, useCrudMutations, type AnyConfig } from './use-crud';
import type { ColumnOptions, CrudAction, FieldDef } from './types';

type AnyField = FieldDef<never>;
type Row = { id: number } & Record<string, unknown>;

/** The permission check of each action: an action without a key in the config is not offered. */
export function usePermissions(config: AnyConfig): Record<CrudAction, boolean> {
  const flags = useAccess((s) => s.flags);
  const has = (a: CrudAction) => {
    const key = config.perms[a];
    return !!key && flags[key] === true;
  };
  const exportable = has('export');
  return {
    add: has('add'),
    edit: has('edit'),
    delete: has('delete'),
    status: has('status'),
    export: exportable,
    // printing reads the same rows as exporting; a config may give it its own key
    print: config.perms.print ? has('print') : exportable,
  };
}

export interface CrudPageProps {
  config: AnyConfig;
  /** shown above the search form (a page's own summary or tabs) */
  header?: ReactNode;
  /** rendered after the table (a page's own dialogs) */
  children?: ReactNode;
}

/**
 * A complete list page from one configuration: search form, server-paged table with sort, add/edit form,
 * delete confirmation, enable switch, batch delete, export, print and column settings — each behind its
 * permission key.
 *
 * @example export default function BuildingPage() { return <CrudPage config={buildingConfig} />; }
 */
export function CrudPage({ config, header, children }: CrudPageProps) {
  const { t } = useTranslation();
  const list = useCrudList(config);
  const mutations = useCrudMutations(config, list.baseKey);
  const can = usePermissions(config);
  const flags = useAccess((s) => s.flags);
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const placeName = useSession((s) => s.place?.placeName ?? '');
  const hiddenByDefault = useMemo(
    () => config.fields.filter((f) => typeof f.column === 'object' && f.column.hidden).map((f) => f.key),
    [config.fields],
  );
  const columnSettings = useColumnSettings(config.key, hiddenByDefault);
  const [formState, setFormState] = useState<{ open: boolean; editing: Row | null; copyOf?: Row | null }>({
    open: false,
    editing: null,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const { state, update } = list;
  const statusKey = config.status ? (config.status.key ?? 'status') : null;
  const statusOn = config.status?.on ?? 'crud.enabled';
  const statusOff = config.status?.off ?? 'crud.disabled';
  const batchActions = (config.batchActions ?? []).filter((a) => !a.perm || flags[a.perm]);
  // selecting is for batch delete and the config's batch actions; without either there is no selection column
  const selectable = (config.batchDelete && can.delete) || batchActions.length > 0;
  const offset = (state.page - 1) * state.size;

  // a selection belongs to the rows on screen; paging, filtering or a new place clears it
  useEffect(() => setSelected([]), [state.page, state.size, list.filters, placeId]);

  const openForm = (row: Row | null, copyOf: Row | null = null) =>
    setFormState({ open: true, editing: row, copyOf });
  const copyable = !!config.copy && can.add;

  function confirmRemove(row: Row, index: number) {
    const name = config.rowName?.(row as never);
    void ui.confirm({
      title: t('crud.deleteTitle'),
      content: name ? t('crud.deleteConfirmNamed', { index, name }) : t('crud.deleteConfirm', { index }),
      okText: t('crud.confirm'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      // the request layer shows a refusal; the dialog closes either way
      onOk: async () => {
        try {
          ui.success((await mutations.remove(row)) || t('crud.removed'));
        } catch {
          // shown by the request layer
        }
      },
    });
  }

  function confirmRemoveMany() {
    const ids = selected;
    void ui.confirm({
      title: t('crud.deleteTitle'),
      content: t('crud.batchRemoveConfirm', { count: ids.length }),
      okText: t('crud.confirm'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          ui.success((await mutations.removeMany(ids)) || t('crud.removed'));
          setSelected([]);
        } catch {
          // shown by the request layer
        }
      },
    });
  }

  async function changeStatus(row: Row, on: boolean) {
    try {
      ui.success(await mutations.setStatus(row, on ? 1 : 0));
    } catch {
      // rolled back; the request layer showed why
    }
  }

  async function runExport(kind: 'export' | 'print') {
    if (busy) return;
    setBusy(kind);
    const args = {
      config,
      filters: list.filters,
      sort: list.sort,
      hidden: columnSettings.hidden,
      t,
      queryClient,
      placeId,
    };
    try {
      if (kind === 'print') await openPrintView({ ...args, placeName });
      else {
        const count = await exportToExcel(args);
        ui.success(count >= EXPORT_CAP ? t('crud.exportCapped', { count }) : t('crud.exported', { count }));
      }
    } catch {
      // the request layer showed the failure
    } finally {
      setBusy(null);
    }
  }

  const columns = useMemo<TableColumnsType<Row>>(() => {
    const cols: TableColumnsType<Row> = [
      { title: t('crud.index'), key: '__index', width: 64, render: (_, __, i) => offset + i + 1 },
    ];
    for (const f of config.fields) {
      if (!f.column || columnSettings.hidden.has(f.key)) continue;
      const opts: ColumnOptions<never> = typeof f.column === 'object' ? f.column : {};
      const kind = kindOf(f);
      cols.push({
        title: t(f.label),
        key: f.key,
        dataIndex: f.key,
        width: opts.width,
        fixed: opts.fixed,
        ellipsis: opts.ellipsis,
        sorter: opts.sorter ? true : undefined,
        sortOrder:
          opts.sorter && list.sort?.field === f.key
            ? list.sort.order === 'asc'
              ? 'ascend'
              : 'descend'
            : null,
        render: (value: unknown, row: Row) =>
          opts.render ? opts.render(row as never) : kind.cell(value, row as never, f, t),
      });
    }
    if (statusKey) {
      cols.push({
        title: t(config.status?.label ?? 'crud.status'),
        key: statusKey,
        width: 96,
        render: (_, row) =>
          config.status?.visible && !config.status.visible(row) ? null : can.status ? (
            <Switch
              checked={row[statusKey] === 1}
              aria-label={t('crud.status')}
              checkedChildren={t(statusOn)}
              unCheckedChildren={t(statusOff)}
              onChange={(on) => void changeStatus(row, on)}
            />
          ) : (
            <Tag color={row[statusKey] === 1 ? 'green' : 'default'}>
              {row[statusKey] === 1 ? t(statusOn) : t(statusOff)}
            </Tag>
          ),
      });
    }
    const extra = (config.rowActions ?? []).filter((a) => !a.perm || flags[a.perm]);
    if (can.edit || can.delete || copyable || extra.length > 0) {
      cols.push({
        title: t('crud.actions'),
        key: '__actions',
        fixed: 'right',
        width: 80 + 56 * (Number(can.edit) + Number(can.delete) + Number(copyable) + extra.length),
        render: (_, row, i) => (
          <Space size={0} wrap>
            {can.edit && (
              <Button type="link" size="small" onClick={() => openForm(row)}>
                {t(config.editLabel?.(row as never) ?? 'crud.edit')}
              </Button>
            )}
            {copyable && (
              <Button type="link" size="small" onClick={() => openForm(null, row)}>
                {t('crud.copy')}
              </Button>
            )}
            {extra
              .filter((a) => !a.visible || a.visible(row as never))
              .map((a) => (
                <Button
                  key={a.key}
                  type="link"
                  size="small"
                  danger={a.danger}
                  onClick={() => a.onClick(row as never)}
                >
                  {t(a.label)}
                </Button>
              ))}
            {can.delete && (
              <Button type="link" size="small" danger onClick={() => confirmRemove(row, offset + i + 1)}>
                {t('crud.remove')}
              </Button>
            )}
          </Space>
        ),
      });
    }
    return cols;
    // the handlers read the latest state when called; the columns change with what is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    config,
    t,
    offset,
    columnSettings.hidden,
    list.sort,
    can.edit,
    can.delete,
    can.status,
    copyable,
    statusKey,
    statusOn,
    statusOff,
    flags,
  ]);

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? String(s.columnKey ?? s.field) : null;
    const sort = field
      ? { field, order: s!.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
      : null;
    const sortChanged =
      (sort?.field ?? null) !== (state.sort?.field ?? null) || sort?.order !== state.sort?.order;
    update({
      page: sortChanged ? 1 : (pagination.current ?? 1),
      size: pagination.pageSize ?? state.size,
      sort,
    });
  };

  const searchFields = config.fields.filter((f) => f.search);
  const filtered = Object.keys(state.filters).length > 0;
  const { query } = list;

  if (query.isError && !query.data) {
    return (
      <Card title={t(config.title)} style={{ borderRadius: 10 }}>
        <Result
          status="warning"
          title={t('crud.loadFailed')}
          subTitle={errorMessage(query.error, t)}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('crud.retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card title={t(config.title)} style={{ borderRadius: 10 }} styles={{ body: { paddingTop: 16 } }}>
      {header}
      {searchFields.length > 0 && (
        <SearchBar
          name={config.key}
          fields={searchFields}
          filters={state.filters}
          onSearch={(filters) => update({ filters, page: 1 })}
        />
      )}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          margin: '12px 0',
          gap: 8,
          flexWrap: 'wrap',
        }}
      >
        <Space wrap>
          {can.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
              {t('crud.add')}
            </Button>
          )}
          {config.batchDelete && can.delete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={confirmRemoveMany}
            >
              {t('crud.batchRemove')}
              {selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          )}
          {batchActions.map((a) => (
            <Button
              key={a.key}
              icon={a.icon}
              disabled={selected.length === 0}
              onClick={() =>
                a.onClick({
                  ids: selected,
                  rows: list.rows.filter((r) => selected.includes(r.id)) as never[],
                  clear: () => setSelected([]),
                })
              }
            >
              {t(a.label)}
              {selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          ))}
          {config.toolbar}
        </Space>
        <Space wrap>
          {can.export && (
            <Button
              icon={<DownloadOutlined />}
              loading={busy === 'export'}
              onClick={() => void runExport('export')}
            >
              {t('crud.export')}
            </Button>
          )}
          {can.print && (
            <Button
              icon={<PrinterOutlined />}
              loading={busy === 'print'}
              onClick={() => void runExport('print')}
            >
              {t('crud.print')}
            </Button>
          )}
          <Tooltip title={t('crud.refresh')}>
            <Button
              aria-label={t('crud.refresh')}
              icon={<ReloadOutlined />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            />
          </Tooltip>
          <ColumnSettings
            fields={config.fields}
            hidden={columnSettings.hidden}
            onToggle={columnSettings.toggle}
            onReset={columnSettings.reset}
          />
        </Space>
      </div>
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('crud.loadFailedStale')}
          description={errorMessage(query.error, t)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('crud.retry')}
            </Button>
          }
        />
      )}
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={query.isFetching && !query.isError}
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        rowSelection={
          selectable
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        locale={{
          emptyText: query.isLoading ? (
            ' '
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('crud.emptyFiltered') : t('crud.empty')}
            >
              {filtered ? (
                <Button onClick={() => update({ filters: {}, page: 1 })}>{t('crud.clearFilters')}</Button>
              ) : (
                can.add && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
                    {t('crud.add')}
                  </Button>
                )
              )}
            </Empty>
          ),
        }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: list.sizes,
          showTotal: (total) => t('crud.total', { total }),
        }}
      />
      <CrudForm
        config={config}
        open={formState.open}
        editing={formState.editing}
        copyOf={formState.copyOf}
        onClose={() => setFormState((s) => ({ ...s, open: false }))}
        save={mutations.save}
      />
      {children}
    </Card>
  );
}

/** The search form: one input per searchable field; values go to the URL as q_ filters. */
function SearchBar({
  name,
  fields,
  filters,
  onSearch,
}: {
  /** prefixes the inputs' ids, which must differ from the add/edit form's */
  name: string;
  fields: AnyField[];
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const fromUrl = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const f of fields) {
      const text = filters[f.key];
      const kind = kindOf(f);
      values[f.key] = text === undefined ? undefined : kind.fromQuery ? kind.fromQuery(text, f) : text;
    }
    return values;
  }, [fields, filters]);

  // the URL is the truth: back/forward, a shared link or "clear filters" put their filters in the form
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(fromUrl);
  }, [form, fromUrl]);

  function submit(values: Record<string, unknown>) {
    const next: Record<string, string> = {};
    for (const f of fields) {
      const v = values[f.key];
      if (v === undefined || v === null || v === '') continue;
      const kind = kindOf(f);
      const text = kind.toQuery ? kind.toQuery(v) : typeof v === 'string' ? v.trim() : String(v);
      if (text !== '') next[f.key] = text;
    }
    onSearch(next);
  }

  return (
    <Form
      form={form}
      name={`${name}-search`}
      layout="inline"
      onFinish={submit}
      style={{ rowGap: 12 }}
      role="search"
    >
      {fields.map((f) => {
        const kind = kindOf(f);
        const ctx = { values: {}, t, mode: 'search' as const };
        const sf = f.searchPlaceholder ? { ...f, placeholder: f.searchPlaceholder } : f;
        return (
          <Form.Item key={f.key} name={f.key} label={t(f.label)}>
            {kind.search ? kind.search(sf, ctx) : kind.input(sf, ctx)}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('crud.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

function ColumnSettings({
  fields,
  hidden,
  onToggle,
  onReset,
}: {
  fields: AnyField[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string, visible: boolean) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const columns = fields.filter((f) => f.column);
  const content = (
    <Space orientation="vertical" size={4}>
      {columns.map((f) => (
        <Checkbox
          key={f.key}
          checked={!hidden.has(f.key)}
          onChange={(e) => onToggle(f.key, e.target.checked)}
        >
          {t(f.label)}
        </Checkbox>
      ))}
      <Button type="link" size="small" style={{ padding: 0 }} onClick={onReset}>
        {t('crud.columnsReset')}
      </Button>
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('crud.columns')} content={content}>
      <Button aria-label={t('crud.columns')} icon={<SettingOutlined />} />
    </Popover>
  );
}
