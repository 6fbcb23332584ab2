import type { ReactNode } from 'react';
import { Button, Flex, Form, InputNumber, Popover, Tag, Tooltip, Typography, type FormInstance } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { discounted, type PricePlan } from '@/domain/licence';
import { discountParams, formatPrice, NUMERIC_MAX } from '@/utils/validators';
import { planDuration, planLabel, yuan } from './licence-data';

/** The help-tip popover of a product: a question-mark button named after the product. */
export function HelpTip({ name, tip }: { name: string; tip: string }) {
  const { t } = useTranslation();
  return (
    <Popover trigger="click" title={name} content={<div style={{ maxWidth: 320 }}>{tip}</div>}>
      <Button
        type="text"
        size="small"
        shape="circle"
        icon={<QuestionCircleOutlined />}
        aria-label={t('licence.helpTip', { name })}
      />
    </Popover>
  );
}

/** A purchase card's title: `title` and the help tip of its product. */
export function CardTitle({
  title,
  product,
}: {
  title: string;
  product: { licenseName: string; helpTip: string };
}) {
  return (
    <Flex align="center" gap={4}>
      <span>{title}</span>
      <HelpTip name={product.licenseName} tip={product.helpTip} />
    </Flex>
  );
}

/** 合计 and the total of the choice in large type (无 when the choice has no price). */
export function TotalText({ total }: { total: number | null }) {
  const { t } = useTranslation();
  return (
    <Typography.Text>
      {t('licence.total')}{' '}
      <Typography.Text strong style={{ fontSize: 18 }}>
        {total === null ? t('licence.none') : yuan(t, total)}
      </Typography.Text>
    </Typography.Text>
  );
}

/** 'N折' when the plan is discounted (discount < 100), nothing otherwise. */
export function DiscountTag({ discount }: { discount: number }) {
  const { t } = useTranslation();
  if (discount >= 100) return null;
  return <Tag color="red">{t('licence.discount', discountParams(discount))}</Tag>;
}

/**
 * One price line of a plan (§2 purchase-plan price lines): its name, its price (per unit for quantity plans,
 * per room and month for the room plan), its discount and what it lasts.
 */
export function PriceLine({ plan, action }: { plan: PricePlan; action?: ReactNode }) {
  const { t } = useTranslation();
  const timed = plan.type !== 2 && plan.type !== 3;
  const price =
    plan.type === 2
      ? t('licence.perUnit', { value: formatPrice(plan.price) })
      : plan.type === 3
        ? t('licence.roomPriceLine', { price: formatPrice(plan.roomPrice), count: plan.roomNum })
        : yuan(t, plan.price);
  return (
    <Flex
      role="listitem"
      align="center"
      justify="space-between"
      gap={8}
      wrap
      style={{ padding: '6px 0', borderBottom: '1px dashed rgba(128,128,128,0.2)' }}
    >
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>{planLabel(t, plan)}</Typography.Text>
        <Typography.Text>{price}</Typography.Text>
        <DiscountTag discount={plan.discount} />
        {plan.discount < 100 && plan.type !== 2 && plan.type !== 3 && (
          <Typography.Text type="secondary">
            {t('licence.afterDiscount', { value: formatPrice(discounted(plan.price, plan.discount)) })}
          </Typography.Text>
        )}
        {timed && <Tag>{planDuration(t, plan)}</Tag>}
      </Flex>
      {action}
    </Flex>
  );
}

/**
 * The buy button: only the owner of the place buys (checkPlaceBoss); anyone else sees it disabled with the
 * reason on hover.
 */
export function BuyButton({
  canBuy,
  children,
  onClick,
  disabled,
  type = 'primary',
  ...rest
}: {
  canBuy: boolean;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  type?: 'primary' | 'default';
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const label = rest['aria-label'];
  const button = (
    <Button
      type={type}
      disabled={!canBuy || disabled}
      onClick={onClick}
      aria-label={label}
      // with a longer name the visible 购买 must stay part of it (WCAG 2.5.3): antd's 购 买 spacing would not
      autoInsertSpace={label === undefined}
    >
      {children}
    </Button>
  );
  if (canBuy) return button;
  // a disabled button gets no mouse events: the tooltip listens on a wrapper
  return (
    <Tooltip title={t('licence.ownerOnly')}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
    </Tooltip>
  );
}

/**
 * §5 for a quantity or a room count: a whole number above 0 (请输入大于0的整数), at most 999999999
 * (请输入正确的数字，最大值为999999999), and at least the plan's minimum (`minKey` with `count`).
 */
export function wholeRule(t: TFunction, min: number, minKey: string): Rule {
  return {
    validator: async (_, value: unknown) => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (!/^[1-9]\d*$/.test(text)) throw new Error(t('validation.positiveInt'));
      const n = Number(text);
      if (n > NUMERIC_MAX) throw new Error(t('validation.number'));
      if (n < min) throw new Error(t(minKey, { count: min }));
    },
  };
}

/** A quantity or room count input, checked by `wholeRule` (at least `min`, `minKey` below it). */
export function WholeField({
  name,
  label,
  min,
  minKey,
  width,
}: {
  name: string;
  label: string;
  min: number;
  minKey: string;
  width: number;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={[wholeRule(t, min, minKey)]}>
      <InputNumber style={{ width }} />
    </Form.Item>
  );
}

/** The form's values when every rule passes; null when one fails (its message is on its field). */
export async function checkedValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
