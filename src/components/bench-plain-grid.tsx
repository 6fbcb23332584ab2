import { memo } from 'react';

/** What a plain tile shows of an item: its text and colours. */
export interface PlainLook {
  text: string;
  background: string;
  color?: string;
}

const PlainTile = memo(function PlainTile({
  width,
  height,
  text,
  background,
  color,
}: PlainLook & { width: number; height: number }) {
  return <div style={{ width, height, borderRadius: 6, background, color }}>{text}</div>;
});

/**
 * The bench pages' baseline (the room board's, the seat map's; see bench-root.ts): `items` as memoised plain
 * divs of the real tiles' size in a wrapping row, timed against the real grid in the same page and run.
 * @example <PlainGrid items={seats} width={96} height={58} gap={8} look={(x) => ({ text: x.seatNo, background: '#eee' })} />
 */
export function PlainGrid<T extends { id: number }>({
  items,
  width,
  height,
  gap,
  look,
}: {
  items: readonly T[];
  width: number;
  height: number;
  gap: number;
  look: (item: T) => PlainLook;
}) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap }}>
      {items.map((x) => (
        <PlainTile key={x.id} width={width} height={height} {...look(x)} />
      ))}
    </div>
  );
}
