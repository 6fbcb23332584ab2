import { Descriptions, type DescriptionsProps } from 'antd';

/**
 * What a dialog's form is about, above it: the row's facts in two small columns (the goods and its stock, the
 * member and their points or balance).
 * @example <DialogFacts items={[{ key: 'card', label: t('points.cardNo'), children: member.cardNo }]} />
 */
export function DialogFacts({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={items} />;
}

/**
 * A record's facts as a small bordered table, `column` cells to a row: what a detail drawer shows first (an
 * order, a handover, a staff account) and the figures under the handover form.
 * @example <FactsTable column={2} items={[{ key: 'guest', label: t('orders.guestName'), children: guestName }]} />
 */
export function FactsTable({ column, items }: { column: number; items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" bordered column={column} items={items} />;
}
