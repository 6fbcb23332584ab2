import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CrudController } from '../use-crud-controller';

/** Excel export and print: the same rows, each behind its own permission. */
const OUTPUTS = [
  { kind: 'export', icon: <DownloadOutlined /> },
  { kind: 'print', icon: <PrinterOutlined /> },
] as const;

/**
 * The row above the table: add, batch delete and the config's batch actions and buttons on the left; export,
 * print, refresh and the column settings on the right. Each button only when the controller offers it.
 */
export function CrudToolbar({ crud }: { crud: CrudController }) {
  const { t } = useTranslation();
  const { can, selection, query, config } = crud;
  const count = selection.ids.length > 0 ? ` (${selection.ids.length})` : '';
  return (
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
        {can.add && <AddButton crud={crud} label={config.addLabel} />}
        {can.batchDelete && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selection.ids.length === 0}
            onClick={crud.confirmRemoveMany}
          >
            {t('crud.batchRemove')}
            {count}
          </Button>
        )}
        {crud.batchActions.map((a) => (
          <Button
            key={a.key}
            icon={a.icon}
            disabled={selection.ids.length === 0}
            onClick={() =>
              a.onClick({ ids: selection.ids, rows: selection.rows() as never[], clear: selection.clear })
            }
          >
            {t(a.label)}
            {count}
          </Button>
        ))}
        {config.toolbar}
      </Space>
      <Space wrap>
        {OUTPUTS.filter(({ kind }) => can[kind]).map(({ kind, icon }) => (
          <Button
            key={kind}
            icon={icon}
            loading={crud.exporting === kind}
            onClick={() => void crud.runExport(kind)}
          >
            {t(`crud.${kind}`)}
          </Button>
        ))}
        <Tooltip title={t('crud.refresh')}>
          <Button
            aria-label={t('crud.refresh')}
            icon={<ReloadOutlined />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          />
        </Tooltip>
        <ColumnSettings crud={crud} />
      </Space>
    </div>
  );
}

/** 新增 (or the page's own label), opening the add form. */
export function AddButton({ crud, label = 'crud.add' }: { crud: CrudController; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={crud.form.openAdd}>
      {t(label)}
    </Button>
  );
}

function ColumnSettings({ crud }: { crud: CrudController }) {
  const { t } = useTranslation();
  const { hidden, toggle, reset } = crud.columnSettings;
  const content = (
    <Space orientation="vertical" size={4}>
      {crud.config.fields
        .filter((f) => f.column)
        .map((f) => (
          <Checkbox
            key={f.key}
            checked={!hidden.has(f.key)}
            onChange={(e) => toggle(f.key, e.target.checked)}
          >
            {t(f.label)}
          </Checkbox>
        ))}
      <Button type="link" size="small" style={{ padding: 0 }} onClick={reset}>
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
