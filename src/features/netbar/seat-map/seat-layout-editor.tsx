import { useMemo, useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { saveSeatLayout } from '@/api/services/netbar-seats';
import { ui } from '@/components/feedback-ui';
import type { MapSeat, SeatMap } from '@/domain/netbar-seats';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { areaGrids, cellId, layoutChanges, moveSeat, parseCell, type Positions } from './seat-model';
import type { SeatStore } from './seat-floor';
import s from './seat-map.module.css';

/** A seat that can be picked up (mouse, touch, or the keyboard: space, the arrows, space). */
function DraggableSeat({ seat }: { seat: MapSeat }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: seat.id });
  const style = transform
    ? { transform: `translate(${transform.x}px, ${transform.y}px)`, zIndex: 3 }
    : undefined;
  return (
    <div
      ref={setNodeRef}
      className={`${s.seat} ${s.draggable}${isDragging ? ` ${s.dragging}` : ''}`}
      data-state={seat.state}
      data-seat-id={seat.id}
      style={style}
      {...listeners}
      {...attributes}
      aria-label={seat.seatNo}
    >
      <b>{seat.seatNo}</b>
    </div>
  );
}

/** A cell of an area's grid: where a seat may be dropped. */
function Cell({ id, x, y, children }: { id: string; x: number; y: number; children?: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div
      ref={setNodeRef}
      className={children ? undefined : s.cell}
      data-cell={id}
      data-over={isOver ? '' : undefined}
      style={{ gridColumn: x + 1, gridRow: y + 1 }}
    >
      {children}
    </div>
  );
}

/**
 * 调整布局: every area's grid with a spare row, its seats dragged from cell to cell (dropped on a seat, the two
 * swap; a seat stays in its area). Nothing is sent until 保存布局, which sends the seats that moved once; a refusal
 * keeps the arrangement on screen; 放弃调整 drops it.
 */
export function SeatLayoutEditor({
  map,
  store,
  onDone,
}: {
  map: SeatMap;
  store: SeatStore;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const seats = store.items();
  const [positions, setPositions] = useState<Positions>(new Map());
  const guard = useSubmitGuard();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const grids = useMemo(() => areaGrids(map.areas, seats, 1, positions), [map.areas, seats, positions]);
  const at = (seat: MapSeat) => positions.get(seat.id) ?? seat;

  function onDragEnd({ active, over }: DragEndEvent) {
    const to = over ? parseCell(String(over.id)) : null;
    if (!to) return;
    const next = moveSeat(seats, positions, Number(active.id), to);
    if (next === 'otherArea') ui.info(t('netbarSeats.otherArea'));
    else setPositions(next);
  }

  const save = () =>
    guard.run(async () => {
      const changes = layoutChanges(seats, positions);
      if (changes.length === 0) {
        ui.info(t('netbarSeats.noChange'));
        return;
      }
      try {
        ui.success(await saveSeatLayout(changes));
        // the map shows the new places at once; the reload that follows confirms them
        for (const c of changes) store.update(c.id, { x: c.x, y: c.y });
        onDone(true);
      } catch (e) {
        ui.error(isApiError(e) ? e.message : t('errors.network'));
      }
    });

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" loading={guard.pending} onClick={() => void save()}>
          {t('netbarSeats.save')}
        </Button>
        <Button onClick={() => onDone(false)}>{t('netbarSeats.cancel')}</Button>
      </Space>
      <p className={s.hint}>{t('netbarSeats.editHint')}</p>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className={s.areas}>
          {grids.map((g) => {
            const bySpot = new Map(
              g.seatIds.map((id) => {
                const seat = store.get(id)!;
                return [`${at(seat).x},${at(seat).y}`, seat] as const;
              }),
            );
            const cells = [];
            for (let y = 0; y < Math.max(g.rows, 1); y++)
              for (let x = 0; x < g.columns; x++) {
                const seat = bySpot.get(`${x},${y}`);
                const id = cellId(g.area.id, x, y);
                cells.push(
                  <Cell key={id} id={id} x={x} y={y}>
                    {seat && <DraggableSeat seat={seat} />}
                  </Cell>,
                );
              }
            return (
              <section key={g.area.id} className={s.area} aria-labelledby={`edit-area-${g.area.id}`}>
                <h2 className={s.areaName} id={`edit-area-${g.area.id}`}>
                  {g.area.areaName}
                </h2>
                <div
                  className={s.grid}
                  style={{ gridTemplateColumns: `repeat(${g.columns}, var(--seat-w))` }}
                >
                  {cells}
                </div>
              </section>
            );
          })}
        </div>
      </DndContext>
    </div>
  );
}
