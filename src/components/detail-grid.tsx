import { useRef, useState, type ReactNode } from 'react';
import { Descriptions, Flex, InputNumber } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';

/** §9: the largest number any field takes. */
const NUMERIC_MAX = 999_999_999;

export interface DetailItem {
  key: string;
  label: ReactNode;
  value: ReactNode | number;
  /** a numeric value the user may change in place (integers, 0 or more); needs `onSave` */
  editable?: boolean;
  /** persist the new number; reject (after showing why) to keep the editor open with what was typed */
  onSave?: (n: number) => Promise<void> | void;
  /** columns this cell spans */
  span?: number;
}

export interface DetailGridProps {
  items: DetailItem[];
  /** columns per row (antd's responsive default when left out) */
  column?: number;
  title?: ReactNode;
}

/**
 * A read-only detail grid (antd Descriptions) in which numeric items marked `editable` can be changed in
 * place (§5 Inline numeric edit: integers, minimum 0): the edit button opens a number box, Enter or ✓ saves
 * through `onSave`, Esc or ✗ cancels. A failed save keeps the box open with the typed number.
 *
 * @example
 * <DetailGrid title={t('rooms.detail')} column={3} items={[
 *   { key: 'name', label: t('rooms.name'), value: room.name },
 *   { key: 'stock', label: t('rooms.stock'), value: room.stock, editable: true,
 *     onSave: (n) => roomsApi.edit({ id: room.id, stock: n }) },
 * ]} />
 */
export function DetailGrid({ items, column, title }: DetailGridProps) {
  return (
    <Descriptions
      bordered
      title={title}
      column={column}
      items={items.map((item) => ({
        key: item.key,
        label: item.label,
        span: item.span,
        children:
          item.editable && item.onSave && typeof item.value === 'number' ? (
            // keyed by the value: a fresh number from the server ends any edit and any saved-but-not-yet-
            // refetched display
            <NumberCell key={item.value} label={item.label} value={item.value} onSave={item.onSave} />
          ) : (
            item.value
          ),
      }))}
    />
  );
}

interface NumberCellProps {
  label: ReactNode;
  value: number;
  onSave: (n: number) => Promise<void> | void;
}

function NumberCell({ label, value, onSave }: NumberCellProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<number | null>(value);
  // what is shown after a save until the parent hands over the new value
  const [saved, setSaved] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  // Enter reaches us in the same event in which antd commits the typed text (rounded to an integer, held to
  // 0 or more), before React has re-rendered: the ref has that number, the state not yet
  const typed = useRef<number | null>(value);
  const name = typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;
  const shown = saved ?? value;

  const change = (n: number | null) => {
    typed.current = n;
    setDraft(n);
  };
  const open = () => {
    change(shown);
    setEditing(true);
  };
  const cancel = () => {
    if (!saving) setEditing(false);
  };
  const save = async () => {
    const n = typed.current;
    if (saving || n === null || !Number.isInteger(n) || n < 0) return;
    if (n === shown) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onSave(n);
      setSaved(n);
      setEditing(false);
    } catch {
      // the caller (its request) has shown why; the number stays in the box to fix or retry
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Flex align="center" gap={4}>
        <span>{shown}</span>
        <IconButton
          type="link"
          icon={<EditOutlined />}
          label={name ? t('widgets.detail.edit', { label: name }) : t('widgets.detail.editPlain')}
          onClick={open}
        />
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={4}>
      <InputNumber
        autoFocus
        size="small"
        min={0}
        max={NUMERIC_MAX}
        precision={0}
        step={1}
        value={draft}
        disabled={saving}
        aria-label={name}
        onChange={(n) => change(typeof n === 'number' ? n : null)}
        onPressEnter={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            cancel();
          }
        }}
      />
      <IconButton
        type="link"
        icon={<CheckOutlined />}
        label={t('widgets.detail.save')}
        loading={saving}
        disabled={draft === null}
        onClick={() => void save()}
      />
      <IconButton
        type="link"
        icon={<CloseOutlined />}
        label={t('widgets.detail.cancel')}
        disabled={saving}
        onClick={cancel}
      />
    </Flex>
  );
}
