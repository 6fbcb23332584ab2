import type { CSSProperties, ReactNode } from 'react';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The facts of a purchase, one a line: each `[key, value]` is labelled `payment.<key>` (the order summary, the
 * delivery of an order, the paid and the failed order).
 * @example <PaymentFacts bordered rows={[['product', item.productName], ['plan', item.planName]]} />
 */
export function PaymentFacts({
  rows,
  bordered,
  style,
}: {
  rows: Array<[key: string, value: ReactNode]>;
  bordered?: boolean;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered={bordered}
      style={style}
      items={rows.map(([key, children]) => ({ key, label: t(`payment.${key}`), children }))}
    />
  );
}
