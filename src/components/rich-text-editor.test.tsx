import { StrictMode, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { requestsFromNow } from '@/test/posts';
import { renderPage } from '@/test/render-page';
import { signIn } from '@/test/sign-in';
import { EditorLoading, RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { toValue } from './rich-text-editor-impl';

// wangEditor runs in jsdom (Slate renders, the toolbar is built, nodes can be inserted), so these tests use
// the real editor. What jsdom cannot do is edit by hand: it has no contentEditable, so typing, deleting and
// the toolbar's commands (which need a selection) do nothing here. Content comes in through the value and
// the image upload; what the editor makes of a hand edit (empty → '', sanitised) is `toValue`, tested as a
// unit below, with image counting and empty detection in upload-core.test.ts. Typing is for Playwright.

// The images are real files but jsdom has no canvas to compress them: the compressor's stand-in
// (src/test/image-compression.ts) hands the file back as if it could not shrink it.

const png = (bytes: number, name = 'p.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
// pictures as the upload gives them (data: URLs in the mock; a remote picture off the allow-list is dropped)
const img = (n: number) => `<p><img src="data:image/png;base64,${btoa(`picture${n}`)}" alt=""></p>`;

function renderEditor(props: Partial<RichTextEditorProps> = {}, initial?: string, strict = false) {
  const changes = vi.fn<(html: string) => void>();
  const form = (
    <Form
      initialValues={{ content: initial }}
      onValuesChange={(_, all: { content: string }) => changes(all.content)}
    >
      <Form.Item name="content" label="活动内容">
        <RichTextEditor {...props} />
      </Form.Item>
    </Form>
  );
  const utils = renderPage(strict ? <StrictMode>{form}</StrictMode> : form);
  return { ...utils, changes, last: () => changes.mock.lastCall?.[0] };
}

/** wangEditor's editable area: a multi-line textbox (wangEditor's own role="textarea" is no ARIA role). */
const editable = () => screen.getAllByRole('textbox');
const ready = () => screen.findByRole('button', { name: '上传图片' });
const picker = () => screen.getByLabelText('上传正文图片');

describe('RichTextEditor', () => {
  it("takes the editor's place with a skeleton of its height while wangEditor loads", () => {
    // the loading state on its own: whether the editor's code is still loading when a test renders it depends on
    // which earlier test file of the worker loaded it first (vite.config.ts: a worker's files share modules)
    renderPage(<EditorLoading id="content" height={320} />);
    const loading = screen.getByRole('status', { name: '编辑器加载中' });
    expect(loading).toHaveAttribute('id', 'content');
    expect(loading).toHaveStyle({ minHeight: '361px' });
  });

  it('shows the editor with the value, its toolbar named, once wangEditor has loaded', async () => {
    const { changes } = renderEditor({}, '<p>欢迎入住<a href="https://example.com">详情</a></p>');
    await ready();
    expect(screen.queryByRole('status', { name: '编辑器加载中' })).not.toBeInTheDocument();
    expect(editable()).toHaveLength(1);
    expect(editable()[0]).toHaveTextContent('欢迎入住详情');
    // named by the form's label of the field, multi-line
    expect(screen.getByRole('textbox', { name: '活动内容' })).toHaveAttribute('aria-multiline', 'true');
    // the toolbar names its buttons; there is no video or image-by-URL button
    expect(screen.getByRole('button', { name: '粗体' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /视频/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '网络图片' })).not.toBeInTheDocument();
    // loading a value is not a change
    expect(changes).not.toHaveBeenCalled();
  });

  it('uploads an image through the mock backend and emits sanitised HTML', async () => {
    await signIn();
    const user = userEvent.setup();
    const { last } = renderEditor({}, '<p>房间介绍 <a href="https://example.com/a">地图</a></p>');
    await ready();
    await user.upload(picker(), png(2048));
    await waitFor(() => expect(last()).toMatch(/<img src="data:image\/png;base64,[^"]+"/));
    // the link of the content is made safe on the way out
    expect(last()).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">');
  });

  it('applies the §5 rules to uploads: type and size refused with their messages, nothing sent', async () => {
    await signIn();
    const user = userEvent.setup({ applyAccept: false });
    const sent = requestsFromNow();
    const { changes } = renderEditor();
    await ready();
    await user.upload(picker(), png(1024, 'a.gif', 'image/gif'));
    await screen.findByText('只能上传jpg、png、jpeg格式的图片');
    // compressed first (the stand-in cannot shrink it), then still over 500 KB
    await user.upload(picker(), png(600 * 1024));
    await screen.findByText('文件大小超出限制');
    expect(sent).toEqual([]);
    expect(changes).not.toHaveBeenCalled();
  });

  it('refuses an image beyond maxImages with 最多上传N张图片', async () => {
    await signIn();
    const user = userEvent.setup();
    const { last } = renderEditor({ maxImages: 3 }, img(1) + img(2));
    await ready();
    // two picked at once: the first fits, the second is one too many
    await user.upload(picker(), [png(1024, 'a.png'), png(1024, 'b.png')]);
    await screen.findByText('最多上传3张图片');
    await waitFor(() => expect(last()?.match(/<img/g)).toHaveLength(3));
    const sent = requestsFromNow();
    await user.upload(picker(), png(1024, 'c.png'));
    await waitFor(() => expect(screen.getAllByText('最多上传3张图片')).toHaveLength(1));
    expect(sent).toEqual([]);
    expect(last()?.match(/<img/g)).toHaveLength(3);
  });

  it('the default cap is 10 images', async () => {
    await signIn();
    const user = userEvent.setup();
    const { changes } = renderEditor({}, Array.from({ length: 10 }, (_, i) => img(i)).join(''));
    await ready();
    await user.upload(picker(), png(1024));
    await screen.findByText('最多上传10张图片');
    expect(changes).not.toHaveBeenCalled();
  });

  it('a value set from outside replaces the content (sanitised) without echoing a change', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    function Parent() {
      const [html, setHtml] = useState('<p>旧内容</p>');
      return (
        <>
          <button type="button" onClick={() => setHtml('<p>新内容<img src="x" onerror="alert(1)"></p>')}>
            load
          </button>
          <RichTextEditor value={html} onChange={changes} />
        </>
      );
    }
    renderPage(<Parent />);
    await ready();
    expect(editable()[0]).toHaveTextContent('旧内容');
    await user.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(editable()[0]).toHaveTextContent('新内容'));
    expect(editable()[0]!.innerHTML).not.toContain('onerror');
    await new Promise((r) => setTimeout(r, 50));
    expect(changes).not.toHaveBeenCalled();
  });

  it('under StrictMode there is one editor, it works, and unmounting destroys it without errors', async () => {
    await signIn();
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    const { last, unmount } = renderEditor({}, undefined, true);
    await ready();
    expect(editable()).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '上传图片' })).toHaveLength(1);
    await user.upload(picker(), png(1024));
    await waitFor(() => expect(last()).toMatch(/<img/));
    unmount();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('toValue: what a form receives for the editor HTML', () => {
  it('an empty editor is "", not <p><br></p>', () => {
    expect(toValue('<p><br></p>')).toBe('');
    expect(toValue('<p><br></p><p><br></p>')).toBe('');
  });

  it('anything else is sanitised; links open in a new tab without opener', () => {
    expect(
      toValue('<p>a<a href="https://example.com" target="">b</a><img src="x" onerror="alert(1)"></p>'),
    ).toBe(
      '<p>a<a href="https://example.com" target="_blank" rel="noopener noreferrer">b</a><img src="x"></p>',
    );
    // an empty style says nothing and goes with the rest of the styles that are not about text
    expect(toValue('<p><img src="data:image/png;base64,AAAA" alt="" data-href="" style=""></p>')).toBe(
      '<p><img src="data:image/png;base64,AAAA" alt="" data-href=""></p>',
    );
  });
});
