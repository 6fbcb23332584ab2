/**
 * The wangEditor part of RichTextEditor, loaded lazily by rich-text-editor.tsx (with its CSS and DOMPurify),
 * so none of it is in a first load.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Editor } from '@wangeditor/editor-for-react';
import {
  createToolbar,
  DomEditor,
  i18nChangeLanguage,
  type IDomEditor,
  type IEditorConfig,
  type IToolbarConfig,
  type SlateElement,
} from '@wangeditor/editor';
import '@wangeditor/editor/dist/css/style.css';
import { sanitizeHtml } from '@/utils/sanitize-html';
import { ui } from './feedback-ui';
import type { RichTextEditorProps } from './rich-text-editor';
import {
  countImages,
  DEFAULT_IMAGE_RULES,
  IMAGE_ACCEPT,
  isEmptyEditorHtml,
  prepareImage,
  uploadImageFile,
} from './upload-core';
import { HiddenFileInput } from './hidden-file-input';

type InsertFn = (src: string, alt: string, href: string) => void;

/** What the form receives for the editor's HTML: '' for nothing, otherwise sanitised. */
export function toValue(html: string): string {
  return isEmptyEditorHtml(html) ? '' : sanitizeHtml(html);
}

/**
 * wangEditor's destroy() removes its selectionchange listener but leaves the listener's throttled last call
 * pending, which then throws "Can not get editor instance" (a click in the editor just before a dialog
 * closes is enough). Cancel it first; the handler is internal, hence the guarded access.
 */
function cancelPendingSelectionSync(editor: IDomEditor): void {
  try {
    const area = DomEditor.getTextarea(editor) as unknown as {
      onDOMSelectionChange?: { cancel?: () => void };
    };
    area.onDOMSelectionChange?.cancel?.();
  } catch {
    // no text area, nothing pending
  }
}

const TOOLBAR: Partial<IToolbarConfig> = {
  // Images come only through our upload (type, size, count rules); not by URL, and no videos (the
  // sanitiser would strip their iframes anyway). Full screen would escape the dialog the editor sits in.
  excludeKeys: ['group-image', 'insertImage', 'group-video', 'insertVideo', 'uploadVideo', 'fullScreen'],
  insertKeys: { index: 22, keys: ['uploadImage'] },
};

export default function RichTextEditorImpl({
  value,
  onChange,
  maxImages = 10,
  placeholder,
  height = 320,
  id,
  'aria-label': ariaLabel,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const editorRef = useRef<IDomEditor | null>(null);
  const toolbarBox = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  // The editor reads its config once, when it is created: its callbacks reach the current props through here.
  const live = useRef({ onChange, maxImages, t });
  useEffect(() => {
    live.current = { onChange, maxImages, t };
  });

  // `lastValue`: the `value` already reflected in the editor (our own emission comes back as `value`);
  // `lastHtml`: the editor's content as last emitted or set, so that selection-only changes emit nothing.
  const lastValue = useRef(value ?? '');
  const lastHtml = useRef<string | null>(null);
  const [initialHtml] = useState(() => (value ? sanitizeHtml(value) : ''));

  /** Check the count and the §5 rules, upload, then insert; refusals and failures are shown once. */
  async function uploadInto(file: File, insert: InsertFn) {
    const { maxImages: max, t: tr } = live.current;
    const ed = editorRef.current;
    if (!ed) return;
    if (countImages(ed.getHtml()) >= max) {
      ui.error(tr('widgets.countError', { max }));
      return;
    }
    const prepared = await prepareImage(file, DEFAULT_IMAGE_RULES);
    if (!prepared.ok) {
      ui.error(tr(prepared.problem));
      return;
    }
    try {
      insert(await uploadImageFile(prepared.file, 'image'), '', '');
    } catch {
      // the request layer has shown the server's message
    }
  }

  const insertAtCursor: InsertFn = (src) => {
    const ed = editorRef.current;
    if (!ed || ed.isDestroyed) return;
    ed.restoreSelection();
    const image = { type: 'image', src, alt: '', href: '', style: {}, children: [{ text: '' }] };
    ed.insertNode(image as unknown as SlateElement);
  };

  const [editorConfig] = useState<Partial<IEditorConfig>>(() => {
    // wangEditor's own words (tooltips, menus) follow the console's language; they are read when it is built
    i18nChangeLanguage(i18n.language === 'en' ? 'en' : 'zh-CN');
    return {
      placeholder: placeholder ?? t('widgets.editor.placeholder'),
      // wangEditor focuses itself once built, which (the editor loading lazily) can be seconds after the form
      // opened: it would steal the focus from the field the operator is typing in and close an open select
      autoFocus: false,
      // wangEditor would use window.alert
      customAlert: (info, type) =>
        type === 'success' || type === 'info' ? ui.success(info) : ui.error(info),
      customPaste: (ed, event) => {
        const { maxImages: max, t: tr } = live.current;
        const pasted = countImages(event.clipboardData?.getData('text/html') ?? '');
        if (pasted > 0 && countImages(ed.getHtml()) + pasted > max) {
          ui.error(tr('widgets.countError', { max }));
          event.preventDefault();
          return false;
        }
        return true;
      },
      MENU_CONF: {
        uploadImage: {
          // the toolbar button opens our own picker (labelled, one rule set); dropped or pasted image files
          // come through customUpload, one at a time
          customBrowseAndUpload: () => picker.current?.click(),
          customUpload: (file: File, insert: InsertFn) => uploadInto(file, insert),
        },
      },
      onCreated: (ed: IDomEditor) => {
        editorRef.current = ed;
        lastHtml.current = toValue(ed.getHtml());
        setEditor(ed);
      },
      onChange: (ed: IDomEditor) => {
        const out = toValue(ed.getHtml());
        if (out === lastHtml.current) return;
        lastHtml.current = out;
        lastValue.current = out;
        live.current.onChange?.(out);
      },
    };
  });

  // a value from outside (a record loaded into the form, a reset) replaces the content without echoing back
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    if (next === lastValue.current) return;
    lastValue.current = next;
    const clean = next ? sanitizeHtml(next) : '';
    if (clean === lastHtml.current) return;
    editor.setHtml(clean);
    lastHtml.current = toValue(editor.getHtml());
  }, [editor, value]);

  // wangEditor's toolbar buttons carry only a tooltip: give them names screen readers (and tests) can use.
  // The toolbar is built after the editor, and its drop-down panels later still, hence the observer; it also
  // follows a select's shown value and the buttons' enabled state (a class), which change as the caret moves.
  // The writes are made only when a value changes: the observer must not be woken by its own work.
  useEffect(() => {
    const box = toolbarBox.current;
    if (!box) return;
    const name = () =>
      box.querySelectorAll<HTMLButtonElement>('button[data-menu-key]').forEach((button) => {
        const label = toolbarLabel(button, live.current.t);
        if (label === null) {
          if (button.hasAttribute('aria-label')) button.removeAttribute('aria-label');
        } else if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
        // greyed out by a class only: say so, as a disabled button would (and its faint text is no failure)
        const off = button.classList.contains('disabled');
        if (off !== button.hasAttribute('aria-disabled')) {
          if (off) button.setAttribute('aria-disabled', 'true');
          else button.removeAttribute('aria-disabled');
        }
      });
    name();
    const observer = new MutationObserver(name);
    observer.observe(box, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    return () => observer.disconnect();
  }, []);

  // wangEditor's editable area says role="textarea", which is no ARIA role (axe: aria-roles): a multi-line
  // textbox, named by the form's label of the field (antd ties the label to `id`, this component's box)
  useEffect(() => {
    if (!editor) return;
    const area = editor.getEditableContainer().querySelector<HTMLElement>('[data-slate-editor]');
    if (!area) return;
    area.setAttribute('role', 'textbox');
    area.setAttribute('aria-multiline', 'true');
    const label = id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`) : null;
    if (label) {
      label.id ||= `${id}-label`;
      area.setAttribute('aria-labelledby', label.id);
    } else if (ariaLabel) area.setAttribute('aria-label', ariaLabel);
  }, [editor, id, ariaLabel]);

  // The editor is not React's to clean up: destroy it with this component. Keyed on the instance, so the
  // mount-unmount-mount of StrictMode (editor still null then) destroys nothing.
  useEffect(() => {
    if (!editor) return;
    return () => {
      editorRef.current = null;
      if (editor.isDestroyed) return;
      cancelPendingSelectionSync(editor);
      editor.destroy();
    };
  }, [editor]);

  return (
    <div
      id={id}
      style={
        {
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          // wangEditor's placeholder grey #d4d4d4 is 1.5:1 on white: antd's placeholder colour instead
          '--w-e-textarea-slight-color': token.colorTextPlaceholder,
        } as CSSProperties
      }
    >
      <div ref={toolbarBox} style={{ borderBottom: `1px solid ${token.colorBorder}` }}>
        <EditorToolbar editor={editor} />
      </div>
      <Editor
        defaultConfig={editorConfig}
        defaultHtml={initialHtml}
        mode="default"
        style={{ height, overflowY: 'hidden' }}
      />
      <HiddenFileInput
        ref={picker}
        multiple
        accept={IMAGE_ACCEPT}
        aria-label={t('widgets.editor.uploadImage')}
        onFiles={async (files) => {
          // one after the other, so that the count check sees the images already inserted
          for (const file of files) await uploadInto(file, insertAtCursor);
        }}
      />
    </div>
  );
}

/**
 * The toolbar, built once per editor. (editor-for-react's Toolbar builds it again when StrictMode re-runs its
 * effect, and the first build's delayed registration then throws "Can not get editor instance".)
 */
function EditorToolbar({ editor }: { editor: IDomEditor | null }) {
  const box = useRef<HTMLDivElement>(null);
  const builtFor = useRef<IDomEditor | null>(null);
  useEffect(() => {
    if (!box.current || !editor || builtFor.current === editor) return;
    builtFor.current = editor;
    createToolbar({ editor, selector: box.current, config: TOOLBAR, mode: 'default' });
  }, [editor]);
  return <div ref={box} />;
}

/** wangEditor's menu groups (a button opening more buttons), which it leaves without a name or tooltip */
const GROUP_LABELS: Record<string, string> = {
  'group-more-style': 'widgets.editor.groupMoreStyle',
  'group-justify': 'widgets.editor.groupJustify',
  'group-indent': 'widgets.editor.groupIndent',
};

/**
 * The name of a toolbar button: a group's from GROUP_LABELS; a select (标题, 字号…) its tooltip with the value
 * it shows ('标题：正文', so the text seen is in the name); a button showing its own title (删除线 in a group's
 * panel, whose tooltip is only the shortcut) none, its text names it; else the tooltip's first line.
 */
function toolbarLabel(button: HTMLElement, t: TFunction): string | null {
  const key = button.dataset.menuKey ?? '';
  if (GROUP_LABELS[key]) return t(GROUP_LABELS[key]);
  const tip = button.dataset.tooltip?.split('\n')[0]?.trim() || null;
  if (button.classList.contains('select-button')) {
    const shown = button.textContent?.trim();
    return tip && shown ? t('widgets.editor.selectLabel', { name: tip, value: shown }) : tip;
  }
  if (button.querySelector('.title')?.textContent?.trim()) return null;
  return tip;
}
