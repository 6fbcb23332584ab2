import { useMemo, useState } from 'react';
import { Alert, Form, Modal, Radio } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { members } from '@/api/services/members';
import { declaredRule } from '@/crud/declared-rule';
import { FormFooter } from '@/crud/form-dialog';
import { useFormSubmit } from '@/crud/form-submit';
import { saveResult } from '@/crud/use-crud';
import type { FieldDef } from '@/crud/types';
import { DialogFacts } from '@/components/dialog-facts';
import { NumberInput, TextArea } from '@/components/typed-inputs';
import { chinaToday } from '@/domain/calendar';
import { PAY_TYPES, rechargeEntity, type Member, type PayType } from '@/domain/members';
import { earnedPoints as earned, type EarnRule } from '@/domain/points';
import { pickStrategy, type RechargeStrategy } from '@/domain/recharge-strategies';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { BalanceCell, MEMBERS_KEY, memberHeadItems } from './member-config';
import { round2 } from '@/domain/money';

/** The fields whose server errors land on them (form-submit.ts). */
const FIELDS = ['amount', 'payType', 'remark'].map((key) => ({ key, label: key })) as Array<FieldDef<never>>;

/** A key the dialog keeps while it is open: the server takes one recharge per key, however often it is sent. */
const newRequestId = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * What the amount typed earns, before it is sent: the strategy that applies today to the member's level (the
 * server decides with the same rule, src/domain/recharge-strategies.ts `pickStrategy`) — its bonus and coupons —,
 * the points (the earn rule per yuan recharged and the strategy's, while the place's points are on; the rule's daily
 * cap is the server's), and the balance after.
 */
function Earns({
  member,
  amount,
  strategies,
  points,
}: {
  member: Member;
  amount: number | null;
  /** null: they could not be read (the server still decides); undefined: being read */
  strategies: RechargeStrategy[] | undefined | null;
  /** the points programme; null: it could not be read (the strategy's points shown) */
  points: { on: boolean; rule: EarnRule | null } | null;
}) {
  const { t } = useTranslation();
  if (amount === null || !(amount > 0) || strategies === undefined) return null;
  const strategy = strategies
    ? pickStrategy(strategies, { amount, memberTypeId: member.memberTypeId, day: chinaToday() })
    : null;
  const bonus = strategy?.bonus ?? 0;
  const earnedPoints =
    points === null
      ? (strategy?.points ?? 0)
      : points.on
        ? (points.rule ? earned(points.rule, amount) : 0) + (strategy?.points ?? 0)
        : 0;
  const parts = [
    strategy
      ? t('members.earnsStrategy', { name: strategy.strategyName, bonus: formatYuan(strategy.bonus) })
      : t(strategies ? 'members.earnsNone' : 'members.earnsUnknown'),
    ...(earnedPoints > 0 ? [t('members.earnsPoints', { points: earnedPoints })] : []),
    ...(strategy && strategy.couponIds.length > 0
      ? [t('members.earnsCoupons', { count: strategy.couponIds.length })]
      : []),
  ];
  return (
    <Alert
      type={strategy ? 'success' : 'info'}
      showIcon
      role="status"
      title={t('members.earns', { what: parts.join(' · ') })}
      description={t('members.after', {
        balance: formatYuan(round2(member.balance + amount + bonus)),
        split: t('members.balanceSplit', {
          principal: formatYuan(round2(member.principal + amount)),
          bonus: formatYuan(round2(member.bonus + bonus)),
        }),
      })}
    />
  );
}

/**
 * 充值 of a member (member/recharge): the amount paid, how, a remark; what it earns shows as it is typed. The save
 * is sent once however often it is clicked, with a request id kept while the dialog is open, so a retry after a
 * lost answer is the same recharge (the server answers the first result); a refusal keeps the dialog and its
 * values. On success the toast says what the server took and gave, and the list, the detail and the records
 * are read again.
 */
export function MemberRecharge({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const [requestId] = useState(newRequestId);
  const strategies = useQuery({
    queryKey: placeKey(placeId, 'rechargeStrategies', 'all'),
    queryFn: members.strategies,
    staleTime: 0,
  });
  const points = useQuery({
    queryKey: placeKey(placeId, 'points', 'rechargeRule'),
    queryFn: members.rechargePoints,
    staleTime: 0,
  });
  const amount: unknown = Form.useWatch('amount', form);

  const submit = useFormSubmit({
    form,
    fields: FIELDS,
    savedText: 'members.recharged',
    save: (values) =>
      saveResult(async () => {
        const done = await members.recharge(
          {
            memberId: member.id,
            amount: values.amount as number,
            payType: values.payType as PayType,
            remark: typeof values.remark === 'string' ? values.remark.trim() : '',
            requestId,
          },
          { silent: true },
        );
        return t('members.rechargedDetail', {
          name: done.member.memberName,
          amount: formatYuan(done.record.amount),
          bonus: formatYuan(done.record.bonus),
        });
      }),
    onSaved: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: placeKey(placeId, MEMBERS_KEY) });
    },
    errors: 'inline',
  });

  const rules = useMemo(
    () => ({
      amount: declaredRule(t, rechargeEntity.fields.amount),
      payType: declaredRule(t, rechargeEntity.fields.payType),
      remark: declaredRule(t, rechargeEntity.fields.remark),
    }),
    [t],
  );

  return (
    <Modal
      open
      title={t('members.rechargeTitle', { name: member.memberName })}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={520}
      footer={<FormFooter onCancel={onClose} submit={submit} saveText="members.rechargeSubmit" />}
    >
      <DialogFacts
        items={[
          ...memberHeadItems(member, t),
          { key: 'current', label: t('members.current'), children: <BalanceCell m={member} /> },
        ]}
      />
      <Form
        form={form}
        name="member-recharge"
        layout="vertical"
        initialValues={{ payType: 1, remark: '' }}
        onValuesChange={submit.changed}
        onFinish={() => void submit.submit()}
        autoComplete="off"
      >
        {submit.error && (
          <Alert type="error" showIcon title={submit.error} role="alert" style={{ marginBottom: 16 }} />
        )}
        <Form.Item name="amount" label={t('members.amount')} required rules={[rules.amount]} validateFirst>
          <NumberInput prefix="¥" places={2} placeholder={t('members.amountRequired')} autoFocus />
        </Form.Item>
        <Form.Item name="payType" label={t('members.payType')} required rules={[rules.payType]}>
          <Radio.Group
            aria-label={t('members.payType')}
            optionType="button"
            options={PAY_TYPES.map((p) => ({ value: p, label: t(`members.payTypes.${p}`) }))}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('members.remark')} rules={[rules.remark]}>
          <TextArea rows={2} maxLength={50} />
        </Form.Item>
        <Earns
          member={member}
          amount={typeof amount === 'number' ? amount : null}
          strategies={strategies.data ?? (strategies.isError ? null : undefined)}
          points={points.data ?? null}
        />
        {/* lets Enter submit from the amount */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
