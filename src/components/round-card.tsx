import { Card, type CardProps } from 'antd';

export interface RoundCardProps extends CardProps {
  /** corner radius in px (default 10, §9 card radius) */
  radius?: number;
}

/**
 * antd's Card with the console's rounder corners; every other Card prop passes through. A `style.borderRadius`
 * of its own still wins over `radius`.
 *
 * @example <RoundCard title={t('home.today')}>…</RoundCard>
 */
export function RoundCard({ radius = 10, style, ...rest }: RoundCardProps) {
  return <Card {...rest} style={{ borderRadius: radius, ...style }} />;
}
