import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** HTML; '' for an empty text */
  value?: string;
  /** the sanitised HTML, or '' when the editor is empty */
  onChange?: (html: string) => void;
  /** at most this many images in the text (default 10) */
  maxImages?: number;
  placeholder?: string;
  /** height of the editing area in px (default 320) */
  height?: number;
  /** set by antd Form.Item (scrollToFirstError finds the field by it); the Form.Item's label names the text */
  id?: string;
  /** the editing area's name where no form label names it (a dialog that is only the editor) */
  'aria-label'?: string;
}

// wangEditor is ~270 kB gzip: it loads only when an editor is actually shown, never in a first load.
const Impl = lazy(() => import('./rich-text-editor-impl'));

/** The toolbar's height, so the skeleton takes the editor's place without a jump. */
const TOOLBAR_PX = 41;

/** What takes the editor's place while wangEditor loads: a skeleton of its size, announced as loading. */
export function EditorLoading({ id, height }: { id?: string; height: number }) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="status"
      aria-label={t('widgets.editor.loading')}
      style={{ minHeight: height + TOOLBAR_PX }}
    >
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}

/**
 * A rich-text field for an antd Form.Item (§2 Shared widgets): wangEditor with an upload-image button that
 * goes through /common-system/minio/upload with the image rules of §5, at most `maxImages` images. It emits
 * sanitised HTML, and '' for an empty editor. Shows a skeleton while the editor loads.
 *
 * @example
 * <Form.Item name="content" label={t('notices.content')}>
 *   <RichTextEditor maxImages={10} height={400} />
 * </Form.Item>
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const height = props.height ?? 320;
  return (
    <Suspense fallback={<EditorLoading id={props.id} height={height} />}>
      <Impl {...props} height={height} />
    </Suspense>
  );
}
