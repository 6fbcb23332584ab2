import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { memberTypeApi } from '@/api/services/member-types';
import { Msg } from '@/components/msg';
import { createTimeField, remarkField } from '@/crud/field-presets';
import { actionPerms, defineCrud } from '@/crud/types';
import type { MemberTypeOption } from '@/domain/member-types';
import {
  ALL_LEVELS,
  rechargeStrategyEntity,
  type RechargeStrategy,
  type RechargeStrategyInput,
} from '@/domain/recharge-strategies';
import { formatPrice } from '@/utils/validators';

/** The place's coupons, for the coupons a strategy gives. */
export const COUPON_OPTIONS = { queryKey: 'strategyCoupons', load: memberTypeApi.couponOptions };

type Amounts = Pick<RechargeStrategy, 'amountFrom' | 'amountTo'>;
type Dates = Pick<RechargeStrategy, 'startDate' | 'endDate'>;

/** ¥200.00 至 ¥500.00（不含）, or ¥1000.00 起 */
export const amountText = (r: Amounts, t: TFunction) =>
  r.amountTo === null
    ? t('memberTypes.amountFromUp', { from: formatPrice(r.amountFrom) })
    : t('memberTypes.amountBetween', { from: formatPrice(r.amountFrom), to: formatPrice(r.amountTo) });

/** 2026-07-24 至 长期 */
export const validityText = (r: Dates, t: TFunction) =>
  t('crud.range', { from: r.startDate, to: r.endDate || t('memberTypes.openEnded') });

/** What a strategy gives, in words: 赠送 ¥50.00、1000 积分、2 张优惠券 ('' for nothing). */
export function giftsText(
  v: { bonus?: unknown; points?: unknown; couponIds?: unknown },
  t: TFunction,
): string {
  const bonus = Number(v.bonus ?? 0);
  const points = Number(v.points ?? 0);
  const coupons = Array.isArray(v.couponIds) ? v.couponIds.length : 0;
  return [
    bonus > 0 ? t('memberTypes.giftBonus', { amount: formatPrice(bonus) }) : null,
    points > 0 ? t('memberTypes.giftPoints', { count: points }) : null,
    coupons > 0 ? t('memberTypes.giftCoupons', { count: coupons }) : null,
  ]
    .filter(Boolean)
    .join(t('common.listSep'));
}

/**
 * /member/recharge: the recharge strategies (rechargeStrategy list/add/edit/delete). Built once the place's
 * member types are known (getSelectInfo): the level select offers 全部等级 (0) and each type. The amount range is
 * [from, to): 充200送10 ends where 充500送50 starts. Status is a form field (the backend has no changeStatus for
 * strategies). The server refuses an enabled strategy that overlaps another of the same level in amount and
 * dates, on the amount, naming the other (src/domain/recharge-strategies.ts `strategyOverlap`).
 */
export function rechargeStrategyConfig(types: readonly MemberTypeOption[]) {
  const levelName = (r: RechargeStrategy, t: TFunction) =>
    r.memberTypeId === ALL_LEVELS ? t('memberTypes.allLevels') : r.memberTypeName;
  return defineCrud<RechargeStrategy, RechargeStrategyInput>({
    key: 'rechargeStrategies',
    schema: rechargeStrategyEntity,
    title: 'memberTypes.strategyTitle',
    intro: 'memberTypes.strategyIntro',
    entity: 'memberTypes.strategyEntity',
    fields: [
      { key: 'strategyName', label: 'memberTypes.strategyName', search: true, column: true, form: true },
      {
        key: 'memberTypeId',
        label: 'memberTypes.memberType',
        type: 'select',
        search: true,
        optionsFrom: ({ t }) => [
          { value: ALL_LEVELS, label: t('memberTypes.allLevels') },
          ...types.map((m) => ({ value: m.id, label: m.typeName })),
        ],
        column: {
          render: (r) =>
            r.memberTypeId === ALL_LEVELS ? <Msg k="memberTypes.allLevels" /> : r.memberTypeName,
        },
        exportAs: levelName,
        form: true,
      },
      {
        key: 'amountRange',
        label: 'memberTypes.amountRange',
        column: { render: (r) => <AmountCell row={r} /> },
        exportAs: amountText,
      },
      { key: 'amountFrom', label: 'memberTypes.amountFrom', type: 'money', form: true },
      {
        key: 'amountTo',
        label: 'memberTypes.amountTo',
        type: 'money',
        form: { extra: 'memberTypes.amountToHint' },
      },
      { key: 'bonus', label: 'memberTypes.bonus', type: 'money', column: true, form: true },
      { key: 'points', label: 'memberTypes.points', type: 'number', column: true, form: true },
      {
        key: 'couponIds',
        label: 'memberTypes.coupons',
        type: 'entity',
        entity: COUPON_OPTIONS,
        multiple: true,
        column: { render: (r) => <CouponsCell names={r.couponNames} /> },
        exportAs: (r, t) => r.couponNames.join(t('common.listSep')),
        form: { wide: true, extra: 'memberTypes.couponsHint' },
      },
      {
        key: 'validity',
        label: 'memberTypes.validity',
        column: { render: (r) => <ValidityCell row={r} /> },
        exportAs: validityText,
      },
      // a new offer starts today unless told otherwise
      { key: 'startDate', label: 'memberTypes.startDate', type: 'date', form: { initial: () => dayjs() } },
      {
        key: 'endDate',
        label: 'memberTypes.endDate',
        type: 'date',
        form: { extra: 'memberTypes.endDateHint' },
      },
      {
        key: 'status',
        label: 'memberTypes.status',
        type: 'switch',
        column: {
          render: (r) => (
            <Tag color={r.status === 1 ? 'green' : 'default'}>
              <Msg k={r.status === 1 ? 'memberTypes.enabled' : 'memberTypes.disabled'} />
            </Tag>
          ),
        },
        exportAs: (r, t) => t(r.status === 1 ? 'memberTypes.enabled' : 'memberTypes.disabled'),
        form: { initial: true, extra: 'memberTypes.statusHint' },
      },
      remarkField('memberTypes', { hidden: true }),
      createTimeField('memberTypes'),
    ],
    perms: actionPerms('member:strategy'),
    rowName: (r) => r.strategyName,
    form: {
      columns: 2,
      width: 760,
      preview: ({ values, t }) => <StrategyPreview values={values} t={t} />,
    },
  });
}

function AmountCell({ row }: { row: Amounts }) {
  const { t } = useTranslation();
  return <>{amountText(row, t)}</>;
}

function CouponsCell({ names }: { names: string[] }) {
  const { t } = useTranslation();
  return <>{names.join(t('common.listSep'))}</>;
}

function ValidityCell({ row }: { row: Dates }) {
  const { t } = useTranslation();
  return <>{validityText(row, t)}</>;
}

/** Under the form: what the starting amount earns with the values entered. */
function StrategyPreview({ values, t }: { values: Record<string, unknown>; t: TFunction }) {
  const from = Number(values.amountFrom);
  const gifts = giftsText(values, t);
  if (!(from > 0)) return null;
  return (
    <Typography.Text type="secondary">
      {gifts
        ? t('memberTypes.preview', { amount: `¥${formatPrice(from)}`, gifts })
        : t('memberTypes.previewNothing')}
    </Typography.Text>
  );
}
