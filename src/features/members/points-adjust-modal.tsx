import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adjustPoints } from '@/api/services/points';
import { DialogFacts } from '@/components/dialog-facts';
import { FormModal } from '@/components/form-modal';
import { NumberInput, TextArea } from '@/components/typed-inputs';
import { declaredRule } from '@/crud/declared-rule';
import type { RowDialogProps } from '@/crud/types';
import { pointsAdjustEntity, type PointsMember } from '@/domain/points';

interface Values {
  change?: number;
  remark?: string;
}

/** the lists an adjustment moves */
const POINTS_LISTS = ['pointsMembers', 'pointsRecords'];
const { change: CHANGE_SPEC, remark: REMARK_SPEC } = pointsAdjustEntity.fields;

/**
 * 调整积分 of one member (integralMember/adjust, member:points:adjust): points added (positive) or taken
 * (negative) with the reason, the points after it shown as it is typed and never below 0 (the server checks it
 * again against the member's points now, and its answer lands on the field). Saved once however often it is
 * clicked; a refusal keeps the dialog open with what was typed. The change is a row of the ledger (手动调整).
 */
export function PointsAdjustModal({ row: member, onClose }: RowDialogProps<PointsMember>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = Form.useWatch('change', form);

  if (!member) return null;
  const after = typeof change === 'number' ? member.points + change : null;

  const send = async (v: Values) =>
    (
      await adjustPoints(
        { memberId: member.id, change: v.change!, remark: v.remark?.trim() ?? '' },
        { silent: true },
      )
    ).msg;

  return (
    <FormModal
      form={form}
      fields={['change', 'remark']}
      onSave={send}
      refresh={POINTS_LISTS}
      row={member}
      title={t('points.adjustTitle', { name: member.memberName })}
      onClose={onClose}
      width={480}
      header={
        <DialogFacts
          items={[
            { key: 'card', label: t('points.cardNo'), children: member.cardNo },
            { key: 'points', label: t('points.currentPoints'), children: member.points },
          ]}
        />
      }
    >
      <Form.Item
        name="change"
        label={t('points.change')}
        required
        rules={[
          declaredRule(t, CHANGE_SPEC),
          {
            validator: async (_, v: unknown) => {
              if (typeof v === 'number' && member.points + v < 0)
                throw new Error(t('points.belowZero', { points: member.points }));
            },
          },
        ]}
        extra={
          after === null ? (
            t('points.changeHint')
          ) : (
            <Typography.Text type={after < 0 ? 'danger' : 'secondary'}>
              {t('points.adjustAfter', { after })}
            </Typography.Text>
          )
        }
      >
        <NumberInput suffix={t('points.points')} autoFocus />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('points.adjustRemark')}
        required
        rules={[declaredRule(t, REMARK_SPEC)]}
      >
        <TextArea
          rows={2}
          maxLength={REMARK_SPEC.maxLength}
          showCount
          placeholder={t('points.adjustPlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
