import { Space, Tag, Typography, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { memberResource, memberTypeOptions } from '@/api/services/members';
import {
  createTimeField,
  entityField,
  numberedOptions,
  onOffOptions,
  pastDay,
  remarkField,
} from '@/crud/field-presets';
import { defineCrud, type RowAction } from '@/crud/types';
import { LevelTag } from './level-tag';
import { QuickRecharge } from './quick-recharge';
import { MEMBER_ACTIVE, memberEntity, type Member, type MemberInput } from '@/domain/members';
import { checks, formatYuan, type Check } from '@/utils/validators';

/** The list's cache key under the place: the detail, the records and the recharge refresh under it too. */
export const MEMBERS_KEY = 'members';

export function MemberStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === MEMBER_ACTIVE ? 'green' : 'red'}>
      {t(`members.statuses.${status === MEMBER_ACTIVE ? 1 : 0}`)}
    </Tag>
  );
}

/** 余额 with its principal and bonus under it. */
export function BalanceCell({ m }: { m: Pick<Member, 'balance' | 'principal' | 'bonus'> }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={0}>
      <span>{formatYuan(m.balance)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('members.balanceSplit', { principal: formatYuan(m.principal), bonus: formatYuan(m.bonus) })}
      </Typography.Text>
    </Space>
  );
}

/** Who a member is, the first items of their 详情 and of the 充值 dialog: card number, level, phone. */
export const memberHeadItems = (
  m: Pick<Member, 'cardNo' | 'memberTypeName' | 'memberTypeColor' | 'phone'>,
  t: TFunction,
): NonNullable<DescriptionsProps['items']> => [
  { key: 'cardNo', label: t('members.cardNo'), children: m.cardNo },
  {
    key: 'memberType',
    label: t('members.memberType'),
    children: <LevelTag name={m.memberTypeName} color={m.memberTypeColor} />,
  },
  { key: 'phone', label: t('members.phone'), children: m.phone },
];

/** A masked number retyped in the edit form, or undefined (left out of the body: the number on file stays). */
const retyped = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** What the rows' own actions open (the page's drawer and dialog). */
export interface MemberActions {
  detail: (m: Member) => void;
  recharge: (m: Member) => void;
}

/**
 * /member/list (会员列表, §7 Members and points): the place's members — card number, name, phone (masked), level,
 * balance with principal and bonus apart, points, total recharged and spent, status, last purchase; searched by
 * phone (its tail too), name, card number, level and status; exported (the engine's, of what the list shows).
 * 新增 and 编辑 through the engine's form with the declaration `memberEntity`: the answers mask the phone and the
 * ID number, so the edit form leaves both blank and sends them only when retyped (the server keeps the numbers on
 * file). 详情 (./member-detail.tsx) and 充值 (./member-recharge.tsx) are the page's own.
 */
export function memberConfig(actions: MemberActions) {
  const rowActions: Array<RowAction<Member>> = [
    { key: 'detail', label: 'members.detail', perm: 'member:info:list', onClick: actions.detail },
    {
      key: 'recharge',
      label: 'members.recharge',
      perm: 'member:info:recharge',
      visible: (m) => m.status === MEMBER_ACTIVE,
      onClick: actions.recharge,
    },
  ];
  const config = defineCrud<Member, MemberInput>({
    key: MEMBERS_KEY,
    schema: memberEntity,
    resource: memberResource,
    title: 'members.title',
    intro: 'members.intro',
    toolbar: <QuickRecharge onPicked={actions.recharge} />,
    entity: 'members.entity',
    fields: [
      { key: 'cardNo', label: 'members.cardNo', search: true, column: { fixed: 'left', width: 120 } },
      {
        key: 'memberName',
        label: 'members.memberName',
        search: true,
        column: { width: 100, sorter: true },
        form: true,
      },
      {
        key: 'phone',
        label: 'members.phone',
        search: true,
        searchPlaceholder: 'members.phoneSearch',
        column: { width: 130 },
        form: { only: 'add' },
        maxLength: 11,
      },
      entityField(
        'memberTypeId',
        'members.memberType',
        { queryKey: 'memberTypes', load: memberTypeOptions },
        (m: Member) => <LevelTag name={m.memberTypeName} color={m.memberTypeColor} />,
        { column: { width: 110 }, exportAs: (m) => m.memberTypeName },
      ),
      {
        key: 'gender',
        label: 'members.gender',
        type: 'select',
        options: numberedOptions('members.genders.', [1, 2]),
        column: { width: 70, hidden: true },
        form: { initial: 1 },
      },
      {
        key: 'balance',
        label: 'members.balance',
        type: 'money',
        column: { width: 190, sorter: true, render: (m) => <BalanceCell m={m} /> },
      },
      { key: 'principal', label: 'members.principal', type: 'money', exported: true },
      { key: 'bonus', label: 'members.bonus', type: 'money', exported: true },
      { key: 'points', label: 'members.points', type: 'number', column: { width: 90, sorter: true } },
      {
        key: 'totalRecharge',
        label: 'members.totalRecharge',
        type: 'money',
        column: { width: 120, sorter: true },
      },
      {
        key: 'totalConsume',
        label: 'members.totalConsume',
        type: 'money',
        column: { width: 120, sorter: true, hidden: true },
      },
      {
        key: 'status',
        label: 'members.status',
        type: 'select',
        options: onOffOptions('members.statuses.1', 'members.statuses.0'),
        search: true,
        column: { width: 80, render: (m) => <MemberStatusTag status={m.status} /> },
        exportAs: (m, t) => t(`members.statuses.${m.status === MEMBER_ACTIVE ? 1 : 0}`),
      },
      {
        key: 'birthday',
        label: 'members.birthday',
        type: 'date',
        column: { width: 110, hidden: true },
        form: true,
        ...pastDay('members.birthdayFuture'),
      },
      {
        key: 'idCard',
        label: 'members.idCard',
        column: { width: 180, hidden: true },
        form: { only: 'add', extra: 'members.idCardHint' },
        maxLength: 18,
      },
      {
        key: 'source',
        label: 'members.source',
        type: 'select',
        options: numberedOptions('members.sources.', [1, 2, 3]),
        column: { width: 100, hidden: true },
      },
      {
        key: 'lastVisitTime',
        label: 'members.lastVisitTime',
        column: { width: 170, sorter: true },
      },
      remarkField<Member>('members', { hidden: true }),
      { ...createTimeField<Member>('members'), column: { sorter: true, width: 170 } },
    ],
    perms: { add: 'member:info:add', edit: 'member:info:edit', export: 'member:info:export' },
    rowName: (m) => m.memberName,
    rowActions,
    form: {
      columns: 2,
      // the answers mask the phone and the ID number: the edit form starts both blank and keeps the numbers on
      // file unless retyped
      toForm: () => ({ phone: '', idCard: '' }),
      toWire: (values, mode) =>
        mode === 'edit' ? { phone: retyped(values.phone), idCard: retyped(values.idCard) } : {},
    },
  });
  // the edit form's phone and ID number, each beside the add form's, past the declaration (whose phone is required):
  // optional, blank keeps the number on file, a retyped one checked as §5 says (and by the server, once per place)
  const beside = (key: 'phone' | 'idCard', check: Check, maxLength: number) =>
    config.fields.splice(config.fields.findIndex((f) => f.key === key) + 1, 0, {
      key,
      label: `members.${key}`,
      form: { only: 'edit', extra: `members.${key}KeepHint` },
      rules: [check],
      maxLength,
    });
  beside('phone', checks.mobile, 11);
  beside('idCard', checks.idCard, 18);
  return config;
}
