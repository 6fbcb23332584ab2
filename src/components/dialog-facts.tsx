import { Descriptions, type DescriptionsProps } from 'antd';

/**
 * What a dialog's form is about, above it: the row's facts in two small columns (the goods and its stock, the
 * member and their points or balance).
 * @example <DialogFacts items={[{ key: 'card', label: t('points.cardNo'), children: member.cardNo }]} />
 */
export function DialogFacts({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={items} />;
}
