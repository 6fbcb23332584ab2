import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Image, Spin, theme, Typography } from 'antd';
import { DeleteOutlined, EyeOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { ui } from './feedback-ui';
import {
  checkImageType,
  DEFAULT_IMAGE_RULES,
  IMAGE_ACCEPT,
  prepareImage,
  uploadImageFile,
} from './upload-core';
import styles from './image-upload.module.css';
import { HiddenFileInput } from './hidden-file-input';
import { IconButton } from './icon-button';

export interface ImageUploadProps {
  /** image URLs; the first is the main image */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** at most this many images (default 6) */
  max?: number;
  /** the largest upload in KB, measured after compression (default 500) */
  limitKb?: number;
  /** compress images of 50 KB or more before sending (default true) */
  compress?: boolean;
  /** compression target in KB (default 50) */
  compressTargetKb?: number;
  /** the server's image class (picClass header; default 'image') */
  picClass?: string;
  disabled?: boolean;
  /** set by antd Form.Item: its label points at the picker */
  id?: string;
}

interface Pending {
  key: string;
  name: string;
  phase: 'waiting' | 'compressing' | 'uploading';
}

const EMPTY: string[] = [];
let pendingSeq = 0;

/**
 * Sortable ids for a list of URLs that may repeat (the same photo twice): the n-th occurrence of a URL keeps
 * its id across renders, so dnd-kit can animate a move instead of remounting every tile.
 */
function useStableIds(urls: string[]): string[] {
  const pool = useRef(new Map<string, string[]>());
  const seq = useRef(0);
  return useMemo(() => {
    const seen = new Map<string, number>();
    return urls.map((url) => {
      const n = seen.get(url) ?? 0;
      seen.set(url, n + 1);
      let ids = pool.current.get(url);
      if (!ids) pool.current.set(url, (ids = []));
      return (ids[n] ??= `img-${++seq.current}`);
    });
  }, [urls]);
}

/**
 * A list of images for an antd Form.Item (§5 Image upload): pick (jpg, png, jpeg, webp), compress large
 * photos, upload each at once through /common-system/minio/upload, and hand the URLs in display order to
 * `onChange`. The first image is the main one; reorder by dragging (pointer or keyboard) or with the move
 * buttons on each tile. A refused or failed image never enters the value, and never costs the others.
 *
 * @example
 * <Form.Item name="pics" label={t('rooms.pics')}>
 *   <ImageUpload max={6} picClass="room" />
 * </Form.Item>
 */
export function ImageUpload({
  value,
  onChange,
  max = 6,
  limitKb = DEFAULT_IMAGE_RULES.limitKb,
  compress = DEFAULT_IMAGE_RULES.compress,
  compressTargetKb = DEFAULT_IMAGE_RULES.compressTargetKb,
  picClass = 'image',
  disabled = false,
  id,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const urls = value ?? EMPTY;
  const ids = useStableIds(urls);
  const [pending, setPending] = useState<Pending[]>([]);
  const [preview, setPreview] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Uploads finish after renders the parent has not made yet: each change builds on the last list handed
  // out, not on a `value` two uploads old, so that concurrent uploads never drop each other.
  // (and through the onChange of the latest render, not of the render in which the upload started)
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = urls;
  }, [urls]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const inFlight = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const emit = (next: string[]) => {
    latest.current = next;
    onChangeRef.current?.(next);
  };
  const setPhase = (key: string, phase: Pending['phase']) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, phase } : p)));

  async function pick(files: File[]) {
    const typed = files.filter((f) => !checkImageType(f));
    if (typed.length < files.length) ui.error(t('widgets.typeError'));
    const free = Math.max(0, max - latest.current.length - inFlight.current);
    if (typed.length > free) ui.error(t('widgets.countError', { max }));
    const batch = typed.slice(0, free).map((file) => ({ file, key: `pending-${++pendingSeq}` }));
    if (batch.length === 0) return;
    inFlight.current += batch.length;
    setPending((list) => [
      ...list,
      ...batch.map(({ file, key }) => ({ key, name: file.name, phase: 'waiting' as const })),
    ]);
    // one after the other: the images land in the order they were picked
    for (const { file, key } of batch) {
      try {
        setPhase(key, 'compressing');
        const prepared = await prepareImage(file, { limitKb, compress, compressTargetKb });
        if (!prepared.ok) {
          ui.error(t(prepared.problem));
          continue;
        }
        setPhase(key, 'uploading');
        const url = await uploadImageFile(prepared.file, picClass);
        if (mounted.current) emit([...latest.current, url]);
      } catch {
        // the request layer has shown the server's message once; the images already in stay
      } finally {
        inFlight.current -= 1;
        if (mounted.current) setPending((list) => list.filter((p) => p.key !== key));
      }
    }
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= latest.current.length) return;
    emit(arrayMove(latest.current, from, to));
  };
  const remove = (index: number) => emit(latest.current.filter((_, i) => i !== index));

  const sensors = useSensors(
    // a few pixels before a drag starts, so that a tap on a tile's buttons stays a click
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (uid: UniqueIdentifier | undefined) => ids.indexOf(String(uid)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('widgets.image.dragStart', { index: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('widgets.image.dragOver', { from: position(active.id), to: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('widgets.image.dragEnd', { from: position(active.id), to: position(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('widgets.image.dragCancel', { index: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const full = urls.length + pending.length >= max;
  const vars = {
    '--iu-border': token.colorBorder,
    '--iu-border-secondary': token.colorBorderSecondary,
    '--iu-fill': token.colorFillQuaternary,
    '--iu-primary': token.colorPrimary,
    '--iu-bg': token.colorBgContainer,
  } as CSSProperties;

  return (
    <div style={vars}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('widgets.image.dragInstructions') },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
          <ul className={styles.list}>
            {urls.map((url, i) => (
              <SortableTile
                key={ids[i]}
                uid={ids[i]!}
                url={url}
                index={i}
                last={i === urls.length - 1}
                disabled={disabled}
                onMove={move}
                onRemove={remove}
                onPreview={setPreview}
              />
            ))}
            {pending.map((p) => (
              <li key={p.key} className={`${styles.tile} ${styles.pending}`}>
                <Spin size="small" />
                <span role="status">
                  {p.phase === 'compressing'
                    ? t('widgets.image.compressing', { name: p.name })
                    : t('widgets.image.uploading', { name: p.name })}
                </span>
              </li>
            ))}
            {!full && !disabled && (
              <li>
                <button
                  type="button"
                  id={id}
                  className={styles.picker}
                  onClick={() => input.current?.click()}
                >
                  <PlusOutlined />
                  <span>{t('widgets.image.pick')}</span>
                </button>
                <HiddenFileInput
                  ref={input}
                  multiple
                  accept={IMAGE_ACCEPT}
                  aria-label={t('widgets.image.pick')}
                  onFiles={(files) => void pick(files)}
                />
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      <Typography.Text type="secondary" className={styles.tip}>
        {t('widgets.image.tip')}
      </Typography.Text>
      {preview !== null && (
        <Image.PreviewGroup
          items={urls}
          preview={{
            open: true,
            current: preview,
            onChange: (current) => setPreview(current),
            onOpenChange: (open) => !open && setPreview(null),
          }}
        />
      )}
    </div>
  );
}

interface TileProps {
  uid: string;
  url: string;
  index: number;
  last: boolean;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onPreview: (index: number) => void;
}

function SortableTile({ uid, url, index, last, disabled, onMove, onRemove, onPreview }: TileProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: uid, disabled });
  const n = { index: index + 1 };
  const main = index === 0;
  return (
    <li
      ref={setNodeRef}
      className={`${styles.tile} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {/* only the picture is the drag handle: the buttons below are not nested inside an interactive role */}
      <div
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t(main ? 'widgets.image.itemMain' : 'widgets.image.item', n)}
      >
        {/* the handle's name says which picture it is ('第1张图片 主图', holding the 主图 mark as a word of its
            own: axe: label-content-name-mismatch): the picture itself adds no second name */}
        <img src={url} alt="" draggable={false} />
        {main && (
          <span className={styles.badge} aria-hidden>
            {t('widgets.image.main')}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        {!disabled && (
          <IconButton
            icon={<LeftOutlined />}
            label={t('widgets.image.moveLeft', n)}
            disabled={main}
            onClick={() => onMove(index, index - 1)}
          />
        )}
        <IconButton
          icon={<EyeOutlined />}
          label={t('widgets.image.preview', n)}
          onClick={() => onPreview(index)}
        />
        {!disabled && (
          <>
            <IconButton
              icon={<RightOutlined />}
              label={t('widgets.image.moveRight', n)}
              disabled={last}
              onClick={() => onMove(index, index + 1)}
            />
            <IconButton
              icon={<DeleteOutlined />}
              label={t('widgets.image.remove', n)}
              danger
              onClick={() => onRemove(index)}
            />
          </>
        )}
      </div>
    </li>
  );
}
