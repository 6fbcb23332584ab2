import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { Msg } from '@/components/msg';
import type { FormControlProps } from '@/components/typed-inputs';
import { createTimeField, remarkField, sortField } from '@/crud/field-presets';
import { actionPerms, defineCrud } from '@/crud/types';
import {
  MEMBER_TYPE_COLORS,
  memberTypeEntity,
  NO_DISCOUNT,
  type MemberType,
  type MemberTypeInput,
} from '@/domain/member-types';
import { discountParams, formatYuan } from '@/utils/validators';
import { LevelTag } from './level-tag';

/** The colour input of the form: a picker with the suggested colours, its value the '#RRGGBB' the wire holds. */
function ColorInput({ value, onChange, id }: FormControlProps<string>) {
  const { t } = useTranslation();
  return (
    <span id={id}>
      <ColorPicker
        aria-label={t('memberTypes.color')}
        value={value}
        disabledAlpha
        showText
        presets={[
          { label: t('memberTypes.colorPresets'), colors: [...MEMBER_TYPE_COLORS], defaultOpen: true },
        ]}
        onChange={(c) => onChange?.(c.toHexString().toUpperCase())}
      />
    </span>
  );
}

/** 8.8折 as the billing page's member prices write it; 10折 is 不打折. */
function DiscountCell({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <>
      {value === NO_DISCOUNT
        ? t('memberTypes.noDiscount')
        : t('memberTypes.discountValue', discountParams(value))}
    </>
  );
}

/**
 * /member/type: the place's member levels (memberType list/add/edit/delete), lowest first. Each has a discount
 * (tenths on the wire, shown as 折), the total recharge that reaches it, a colour and its order (`sort`). The
 * rules are the declaration's (src/domain/member-types.ts); a type in use is refused by the server, which says
 * what uses it (the delete's toast). The billing page's member prices and price calendar list these types.
 */
export default defineCrud<MemberType, MemberTypeInput>({
  key: 'memberTypes',
  schema: memberTypeEntity,
  title: 'memberTypes.title',
  intro: 'memberTypes.intro',
  entity: 'memberTypes.entity',
  fields: [
    {
      key: 'typeName',
      label: 'memberTypes.typeName',
      search: true,
      column: { render: (r) => <LevelTag name={r.typeName} color={r.color} /> },
      form: true,
      exportAs: (r) => r.typeName,
    },
    {
      key: 'level',
      label: 'memberTypes.level',
      type: 'number',
      column: { render: (r) => <Msg k="memberTypes.levelValue" values={{ level: r.level }} /> },
    },
    {
      key: 'discount',
      label: 'memberTypes.discount',
      type: 'discount',
      // entered in 折 (0.1–10); the declaration's bounds are the wire's tenths
      min: 0.1,
      max: 10,
      column: { sorter: true, render: (r) => <DiscountCell value={r.discount} /> },
      // the form's 10 折 (the declaration's initial is the wire's 100)
      form: { extra: 'memberTypes.discountHint', initial: NO_DISCOUNT / 10 },
    },
    {
      key: 'upgradeThreshold',
      label: 'memberTypes.upgradeThreshold',
      type: 'money',
      column: {
        sorter: true,
        render: (r) =>
          r.upgradeThreshold === 0 ? <Msg k="memberTypes.noThreshold" /> : formatYuan(r.upgradeThreshold),
      },
      form: { extra: 'memberTypes.thresholdHint' },
    },
    {
      key: 'color',
      label: 'memberTypes.color',
      form: true,
      input: () => <ColorInput />,
      exported: false,
    },
    sortField('memberTypes'),
    { key: 'memberCount', label: 'memberTypes.memberCount', type: 'number', column: true },
    remarkField('memberTypes'),
    createTimeField('memberTypes'),
  ],
  perms: actionPerms('member:type'),
  rowName: (r) => r.typeName,
  form: { columns: 2, width: 720 },
});
