import { useMemo, useState } from 'react';
import { Button, Flex, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { saveShelves } from '@/api/services/netbar-client';
import { ui } from '@/components/feedback-ui';
import { RoundCard } from '@/components/round-card';
import { NumberInput } from '@/components/typed-inputs';
import { saveResult, useCrudList } from '@/crud/use-crud';
import { checkField } from '@/domain/entity';
import { shelfItemEntity, type ShelfGoods } from '@/domain/netbar-client';
import { formatYuan } from '@/utils/validators';
import { shelfListConfig } from './client-config';

const NS = 'netbarClient.shelves';
const SORT = shelfItemEntity.fields.sort;

/** A goods as the tab holds it while it is edited: on the shelves or not, and its sort (null: not typed). */
interface Draft {
  onShelves: boolean;
  sort: number | null;
}

/**
 * /netBar/clientConfig?tab=shelves (§7 placeOnShelvesConfig getOnShelvesConfigByPlace and onShelves): every
 * goods of the cafe with a switch (on the seat client's shelves or not) and its sort; 保存 sends the whole set,
 * the shelved goods in their sort. A sort that breaks the declaration's rule (shelfItemEntity, the server's too) is
 * marked on its input and nothing is sent. Read-only without netbar:client:edit.
 */
export default function ShelvesTab() {
  const { t } = useTranslation();
  const canEdit = useCan('netbar:client:edit');
  const queryClient = useQueryClient();
  const list = useCrudList(shelfListConfig);
  // the engine's list hook serves any config (untyped rows); this config's rows are ShelfGoods
  const rows = list.rows as unknown as ShelfGoods[];
  const [edits, setEdits] = useState<Record<number, Draft>>({});
  const [saving, setSaving] = useState(false);

  const draftOf = (r: ShelfGoods): Draft =>
    edits[r.id] ?? { onShelves: r.onShelves === 1, sort: r.onShelves === 1 ? r.sort : null };
  const sortProblem = (d: Draft) => {
    if (!d.onShelves) return null;
    const p = checkField(SORT, d.sort);
    return p ? t(p.key, p.params) : null;
  };
  const shelved = rows.filter((r) => draftOf(r).onShelves);
  // a goods switched on comes last: its sort is 10 after the largest
  const nextSort = useMemo(
    () => Math.min(9999, Math.max(0, ...rows.map((r) => (r.onShelves ? r.sort : 0))) + 10),
    [rows],
  );
  const change = (r: ShelfGoods, d: Partial<Draft>) => {
    const before = draftOf(r);
    const next = { ...before, ...d };
    if (d.onShelves && !before.onShelves && next.sort === null) next.sort = nextSort;
    setEdits((e) => ({ ...e, [r.id]: next }));
  };
  const changed = Object.keys(edits).length > 0;

  const save = async () => {
    const bad = shelved.map((r) => sortProblem(draftOf(r))).find(Boolean);
    if (bad) {
      ui.error(bad);
      return;
    }
    setSaving(true);
    // a sort left empty is the server's 1, as the declaration's initial value says
    const res = await saveResult(() =>
      saveShelves(shelved.map((r) => ({ goodsId: r.id, sort: draftOf(r).sort ?? 1 }))),
    );
    setSaving(false);
    if (!res.ok) {
      if (res.message) ui.error(res.message);
      return;
    }
    ui.success(res.msg ?? t('crud.saved'));
    setEdits({});
    await queryClient.invalidateQueries({ queryKey: list.baseKey });
  };

  const columns: ColumnsType<ShelfGoods> = [
    {
      key: 'goodsName',
      title: t(`${NS}.goodsName`),
      render: (_, r) => (
        <Flex gap={6} align="center">
          <span>{r.goodsName}</span>
          {r.goodsStatus === 0 && <Tag>{t(`${NS}.offSale`)}</Tag>}
        </Flex>
      ),
    },
    { key: 'categoryName', dataIndex: 'categoryName', title: t(`${NS}.categoryName`), width: 110 },
    { key: 'specs', dataIndex: 'specs', title: t(`${NS}.specs`), width: 170 },
    {
      key: 'salePrice',
      title: t(`${NS}.salePrice`),
      width: 100,
      render: (_, r) => formatYuan(r.salePrice),
    },
    { key: 'stock', dataIndex: 'stock', title: t(`${NS}.stock`), width: 80 },
    {
      key: 'onShelves',
      title: t(`${NS}.onShelves`),
      width: 110,
      render: (_, r) => (
        <Switch
          checked={draftOf(r).onShelves}
          disabled={!canEdit}
          aria-label={`${t(`${NS}.onShelves`)} ${r.goodsName}`}
          onChange={(on) => change(r, { onShelves: on })}
        />
      ),
    },
    {
      key: 'sort',
      title: t(`${NS}.sort`),
      width: 130,
      render: (_, r) => {
        const d = draftOf(r);
        const problem = sortProblem(d);
        return (
          <NumberInput
            value={d.onShelves ? d.sort : null}
            disabled={!canEdit || !d.onShelves}
            status={problem ? 'error' : undefined}
            title={problem ?? undefined}
            aria-label={`${t(`${NS}.sort`)} ${r.goodsName}`}
            onChange={(v) => change(r, { sort: typeof v === 'number' ? v : null })}
          />
        );
      },
    },
  ];

  return (
    <RoundCard>
      <Typography.Paragraph type="secondary">{t(`${NS}.intro`)}</Typography.Paragraph>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text>{t(`${NS}.count`, { n: shelved.length, total: rows.length })}</Typography.Text>
        {canEdit && (
          <Flex gap={8}>
            <Button disabled={!changed || saving} onClick={() => setEdits({})}>
              {t(`${NS}.reset`)}
            </Button>
            <Button type="primary" disabled={!changed} loading={saving} onClick={() => void save()}>
              {t(`${NS}.save`)}
            </Button>
          </Flex>
        )}
      </Flex>
      <Table<ShelfGoods>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.query.isLoading}
        pagination={false}
        locale={{ emptyText: t(`${NS}.empty`) }}
        scroll={{ x: 860 }}
      />
    </RoundCard>
  );
}
