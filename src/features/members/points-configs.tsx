import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  earnRuleResource,
  listPointsMembers,
  listPointsRecords,
  listSyncRecords,
} from '@/api/services/points';
import { daysSearchField, numberedOptions, onOffOptions, sortField } from '@/crud/field-presets';
import { defineCrud, type ColumnOptions, type CrudConfig, type FieldDef } from '@/crud/types';
import { POINTS_KINDS, type PointsKind } from '@/domain/members';
import {
  earnRuleEntity,
  POINTS_PERMS,
  SHOP_IMAGES_MAX,
  shopItemEntity,
  SYNC_RESULTS,
  SYNC_TARGETS,
  type EarnRule,
  type EarnRuleInput,
  type PointsMember,
  type PointsRecord,
  type PointsSyncRecord,
  type ShopItem,
  type ShopItemInput,
} from '@/domain/points';
import { PointsAdjustModal } from './points-adjust-modal';

/*
 * The lists of /member/points (points-page.tsx): members' points, the ledger, the points shop, the earn rules and
 * the sync records, each an engine list over its call. docs/members.md "Points".
 */

const KIND_COLOR: Record<PointsKind, string> = {
  1: 'blue',
  2: 'gold',
  3: 'cyan',
  4: 'purple',
  5: 'orange',
  6: 'magenta',
  7: 'default',
};

function KindTag({ kind }: { kind: PointsKind }) {
  const { t } = useTranslation();
  return <Tag color={KIND_COLOR[kind]}>{t(`points.kind${kind}`)}</Tag>;
}

/** A signed change of points: +238 in green, −500 in red. */
export function PointsChange({ change }: { change: number }) {
  return (
    <Typography.Text type={change < 0 ? 'danger' : 'success'}>
      {change > 0 ? `+${change}` : String(change)}
    </Typography.Text>
  );
}

function Limit({ value, none }: { value: number; none: string }) {
  const { t } = useTranslation();
  return <>{value > 0 ? value : t(none)}</>;
}

function MemberStatus({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <Tag color="success">{t('points.memberActive')}</Tag>
  ) : (
    <Tag color="default">{t('points.memberFrozen')}</Tag>
  );
}

/** 会员姓名, 手机号 and 卡号: shown and searched alike in the members' points and the ledger. */
const memberFields = <R,>(name: ColumnOptions<R>): Array<FieldDef<R>> => [
  { key: 'memberName', label: 'points.memberName', search: true, column: name },
  {
    key: 'phone',
    label: 'points.phone',
    search: true,
    searchPlaceholder: 'points.phoneSearch',
    column: { width: 130 },
    maxLength: 11,
  },
  { key: 'cardNo', label: 'points.cardNo', search: true, column: { width: 130 } },
];

/**
 * 会员积分 (integralMember/list): each member's points with what they earned and used; 调整积分
 * (member:points:adjust) opens the adjustment, 明细 the member's ledger.
 */
export const pointsMemberConfig = (history: (m: PointsMember) => void): CrudConfig<PointsMember> => ({
  key: 'pointsMembers',
  title: 'points.membersTitle',
  resource: { list: listPointsMembers },
  fields: [
    ...memberFields<PointsMember>({ fixed: 'left', width: 110 }),
    { key: 'memberTypeName', label: 'points.memberType', column: { width: 110 } },
    {
      key: 'status',
      label: 'points.memberStatus',
      column: { width: 80, render: (m) => <MemberStatus status={m.status} /> },
    },
    { key: 'points', label: 'points.balance', type: 'number', column: { sorter: true, width: 110 } },
    { key: 'earned', label: 'points.earned', type: 'number', column: { sorter: true, width: 110 } },
    { key: 'spent', label: 'points.spent', type: 'number', column: { sorter: true, width: 110 } },
    { key: 'lastChangeTime', label: 'points.lastChangeTime', column: { sorter: true, width: 170 } },
  ],
  perms: {},
  defaultSort: { field: 'points', order: 'desc' },
  rowActions: [
    { key: 'adjust', label: 'points.adjust', perm: POINTS_PERMS.adjust, dialog: PointsAdjustModal },
    { key: 'history', label: 'points.viewRecords', perm: POINTS_PERMS.list, onClick: (m) => history(m) },
  ],
});

/** 积分明细 (integralRecord/list): the ledger, newest first, by member, kind and dates. */
export const pointsRecordConfig: CrudConfig<PointsRecord> = {
  key: 'pointsRecords',
  title: 'points.recordsTitle',
  resource: { list: listPointsRecords },
  fields: [
    { key: 'createTime', label: 'points.recordTime', column: { sorter: true, width: 170 } },
    ...memberFields<PointsRecord>({ width: 110 }),
    {
      key: 'kind',
      label: 'points.kind',
      type: 'select',
      options: numberedOptions('points.kind', POINTS_KINDS),
      search: true,
      column: { width: 110, render: (r) => <KindTag kind={r.kind} /> },
    },
    {
      key: 'change',
      label: 'points.changeColumn',
      type: 'number',
      column: { sorter: true, width: 110, render: (r) => <PointsChange change={r.change} /> },
    },
    { key: 'balanceAfter', label: 'points.balanceAfter', type: 'number', column: { width: 110 } },
    { key: 'remark', label: 'points.remark', column: { ellipsis: true } },
    { key: 'operator', label: 'points.operator', column: { width: 100 } },
    daysSearchField('day', 'points.recordDay'),
  ],
  perms: {},
  defaultSort: { field: 'createTime', order: 'desc' },
};

function StockCell({ item }: { item: ShopItem }) {
  const { t } = useTranslation();
  return (
    <Space size={6}>
      <span>{item.stock}</span>
      {item.stock === 0 && <Tag color="error">{t('points.soldOut')}</Tag>}
    </Space>
  );
}

/** 积分商城 (integralShop): the items members redeem, on or off the shelf; served from its declaration. */
export const shopConfig = defineCrud<ShopItem, ShopItemInput>({
  key: 'pointsShop',
  schema: shopItemEntity,
  title: 'points.shopTitle',
  entity: 'points.shopEntity',
  fields: [
    {
      key: 'images',
      label: 'points.images',
      type: 'images',
      column: { width: 80 },
      form: { wide: true },
      inputProps: { max: SHOP_IMAGES_MAX },
    },
    { key: 'itemName', label: 'points.itemName', search: true, column: { sorter: true }, form: true },
    {
      key: 'points',
      label: 'points.itemPoints',
      type: 'number',
      unit: 'points.points',
      column: { sorter: true, width: 110 },
      form: true,
    },
    {
      key: 'stock',
      label: 'points.stock',
      type: 'number',
      column: { sorter: true, width: 120, render: (i) => <StockCell item={i} /> },
      form: true,
    },
    {
      key: 'limitPerMember',
      label: 'points.limitPerMember',
      type: 'number',
      column: { width: 100, render: (i) => <Limit value={i.limitPerMember} none="points.noLimit" /> },
      form: { extra: 'points.limitHint' },
    },
    { key: 'redeemed', label: 'points.redeemed', type: 'number', column: { sorter: true, width: 100 } },
    sortField('points', { width: 80 }),
    {
      key: 'description',
      label: 'points.description',
      type: 'textarea',
      column: { ellipsis: true },
      form: { wide: true },
    },
    {
      key: 'status',
      label: 'points.ruleStatus',
      type: 'select',
      options: onOffOptions('points.onShelf', 'points.offShelf'),
      search: true,
    },
  ],
  perms: {
    add: POINTS_PERMS.shopAdd,
    edit: POINTS_PERMS.shopEdit,
    delete: POINTS_PERMS.shopDelete,
    status: POINTS_PERMS.shopEdit,
  },
  status: { on: 'points.onShelf', off: 'points.offShelf' },
  rowName: (i) => i.itemName,
  defaultSort: { field: 'sort', order: 'asc' },
  form: { columns: 2, width: 720 },
});

/** An earn rule in words: 每消费1元得 1 积分. */
export function RuleText({ rule }: { rule: Pick<EarnRule, 'ruleType' | 'points'> }) {
  const { t } = useTranslation();
  return <>{t('points.ruleText', { unit: t(`points.ruleUnit${rule.ruleType}`), points: rule.points })}</>;
}

/**
 * 获取规则 (integralConfig list, edit): one row per way of earning; 编辑 sets its points, daily cap and switch (the
 * backend has no add, delete or status call for them).
 */
export const earnRuleConfig = defineCrud<EarnRule, EarnRuleInput>({
  key: 'earnRules',
  schema: earnRuleEntity,
  title: 'points.rulesTitle',
  intro: 'points.rulesIntro',
  entity: 'points.ruleEntity',
  resource: earnRuleResource,
  indexColumn: false,
  fields: [
    {
      key: 'ruleType',
      label: 'points.ruleType',
      type: 'select',
      options: numberedOptions('points.ruleType', [1, 2, 3, 4, 5] as const),
      column: { width: 100 },
    },
    {
      key: 'rule',
      label: 'points.ruleColumn',
      column: { render: (r) => <RuleText rule={r} /> },
    },
    {
      key: 'points',
      label: 'points.rulePoints',
      type: 'number',
      unit: 'points.points',
      form: true,
    },
    {
      key: 'dailyCap',
      label: 'points.dailyCap',
      type: 'number',
      unit: 'points.points',
      column: { width: 120, render: (r) => <Limit value={r.dailyCap} none="points.noCap" /> },
      form: { extra: 'points.dailyCapHint' },
    },
    {
      key: 'status',
      label: 'points.ruleStatus',
      type: 'switch',
      column: {
        width: 90,
        render: (r) => (
          <Tag color={r.status === 1 ? 'success' : 'default'}>
            <OnOff on={r.status === 1} />
          </Tag>
        ),
      },
      form: true,
    },
    { key: 'updateTime', label: 'points.updateTime', column: { width: 170 } },
  ],
  perms: { edit: POINTS_PERMS.edit },
  form: {
    width: 480,
    // the rule as it will read: 每入住1晚得 30 积分
    preview: ({ values, row }) => row && <RulePreview type={row.ruleType} values={values} />,
  },
});

function RulePreview({ type, values }: { type: EarnRule['ruleType']; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const points = typeof values.points === 'number' ? values.points : 0;
  const cap = typeof values.dailyCap === 'number' ? values.dailyCap : 0;
  return (
    <Typography.Text type="secondary">
      {t('points.ruleText', { unit: t(`points.ruleUnit${type}`), points })}
      {cap > 0 && t('points.ruleCapText', { cap })}
    </Typography.Text>
  );
}

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return <>{t(on ? 'points.on' : 'points.off')}</>;
}

/** 同步记录 (integralSyncRecord/list): the nightly batches sent to the head office or the platform, read-only. */
export const syncRecordConfig: CrudConfig<PointsSyncRecord> = {
  key: 'pointsSync',
  title: 'points.syncTitle',
  intro: 'points.syncIntro',
  resource: { list: listSyncRecords },
  fields: [
    { key: 'syncTime', label: 'points.syncTime', column: { sorter: true, width: 170 } },
    { key: 'batchNo', label: 'points.batchNo', search: true, column: { width: 160 } },
    {
      key: 'target',
      label: 'points.target',
      type: 'select',
      options: numberedOptions('points.target', SYNC_TARGETS),
      search: true,
      column: { width: 100 },
    },
    { key: 'memberCount', label: 'points.memberCount', type: 'number', column: { sorter: true, width: 90 } },
    { key: 'recordCount', label: 'points.recordCount', type: 'number', column: { sorter: true, width: 100 } },
    {
      key: 'points',
      label: 'points.syncPoints',
      type: 'number',
      column: { sorter: true, width: 110, render: (r) => <PointsChange change={r.points} /> },
    },
    {
      key: 'result',
      label: 'points.result',
      type: 'select',
      options: numberedOptions('points.result', SYNC_RESULTS),
      search: true,
      column: {
        width: 90,
        render: (r) => <ResultTag result={r.result} />,
      },
    },
    { key: 'message', label: 'points.message', column: { ellipsis: true } },
    daysSearchField('day', 'points.syncDay'),
  ],
  perms: {},
  defaultSort: { field: 'syncTime', order: 'desc' },
};

function ResultTag({ result }: { result: 0 | 1 }) {
  const { t } = useTranslation();
  return <Tag color={result === 1 ? 'success' : 'error'}>{t(`points.result${result}`)}</Tag>;
}
