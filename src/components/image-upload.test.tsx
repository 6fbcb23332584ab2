import { onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import imageCompression from 'browser-image-compression';
import { requestsFromNow } from '@/test/posts';
import { renderPage } from '@/test/render-page';
import { signIn } from '@/test/sign-in';
import { failNextUpload, holdNextUpload } from '@/test/upload';
import { ImageUpload, type ImageUploadProps } from './image-upload';

// jsdom has no canvas, so the compressor cannot run here. Its stand-in (src/test/image-compression.ts) lets the
// tests check WHEN it is called and with what, and here hands back a small file as a real run would.
const compressor = vi.mocked(imageCompression);

const KB = 1024;
const png = (bytes: number, name = 'room.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** The widget as the CRUD engine uses it: the control of a Form.Item; `changes` sees each new value. */
function renderUpload(props: Partial<ImageUploadProps> = {}, initial?: string[]) {
  const changes = vi.fn<(urls: string[]) => void>();
  const utils = renderPage(
    <Form
      initialValues={{ pics: initial }}
      onValuesChange={(_, all: { pics: string[] }) => changes(all.pics)}
    >
      <Form.Item name="pics" label="房间图片">
        <ImageUpload {...props} />
      </Form.Item>
    </Form>,
  );
  const last = () => changes.mock.lastCall?.[0];
  return { ...utils, changes, last };
}

const input = () => screen.getByLabelText('上传图片');
/** the pictures in display order: each is inside its handle, named 第N张图片 (the first 第1张图片 主图) */
const thumbs = () =>
  screen
    .getAllByRole('button', { name: /^第\d张图片( 主图)?$/ })
    .map((handle) => within(handle).getByRole('presentation').getAttribute('src'));

beforeEach(() => {
  compressor.mockImplementation(
    async (file: File) => new File([new Uint8Array(20 * 1024)], file.name, { type: file.type }),
  );
});

describe('ImageUpload', () => {
  it('uploads through the mock backend, marks the first as main and shows the tip', async () => {
    await signIn();
    const user = userEvent.setup();
    const { last } = renderUpload({ compress: false });
    expect(screen.getByText('第一张为主图，可拖动调整顺序')).toBeInTheDocument();
    // the Form.Item label points at the picker
    expect(screen.getByRole('button', { name: '房间图片' })).toBeInTheDocument();

    await user.upload(input(), [png(2 * KB, 'a.png'), png(3 * KB, 'b.webp', 'image/webp')]);
    await waitFor(() => expect(last()).toHaveLength(2));
    expect(last()![0]).toMatch(/^data:image\/png;base64,/);
    expect(last()![1]).toMatch(/^data:image\/webp;base64,/);
    expect(thumbs()).toEqual(last());
    expect(screen.getByRole('button', { name: '第1张图片 主图' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第2张图片' })).toBeInTheDocument();
    expect(screen.queryByText(/上传中/)).not.toBeInTheDocument();
  });

  it('refuses other types with the §5 message, and nothing is sent', async () => {
    await signIn();
    const user = userEvent.setup({ applyAccept: false });
    const sent = requestsFromNow();
    const { changes } = renderUpload();
    await user.upload(input(), [png(2 * KB, 'a.gif', 'image/gif'), png(2 * KB, 'b.svg', 'image/svg+xml')]);
    await screen.findByText('只能上传jpg、png、jpeg格式的图片');
    // two refused files, one message
    expect(screen.getAllByText('只能上传jpg、png、jpeg格式的图片')).toHaveLength(1);
    expect(sent).toEqual([]);
    expect(changes).not.toHaveBeenCalled();
  });

  it('holds uploads to limitKb: the original without compression, the compressed file with it', async () => {
    await signIn();
    const user = userEvent.setup();
    const { changes, last } = renderUpload({ compress: false });
    await user.upload(input(), png(500 * KB + 1));
    await screen.findByText('文件大小超出限制');
    expect(changes).not.toHaveBeenCalled();

    // exactly at the limit is fine
    await user.upload(input(), png(500 * KB));
    await waitFor(() => expect(last()).toHaveLength(1));
    expect(compressor).not.toHaveBeenCalled();
  });

  it('compresses a phone photo of 50 KB or more to the target, keeping its type, and sends the small file', async () => {
    await signIn();
    const user = userEvent.setup();
    const { last } = renderUpload({ compressTargetKb: 40 });
    // a 3 MB photo is over the 500 KB limit, but what would be sent is not
    await user.upload(input(), png(3 * KB * KB, 'photo.jpg', 'image/jpeg'));
    await waitFor(() => expect(last()).toHaveLength(1));
    expect(compressor).toHaveBeenCalledTimes(1);
    expect(compressor).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'photo.jpg' }),
      expect.objectContaining({ maxSizeMB: 40 / 1024, useWebWorker: true, fileType: 'image/jpeg' }),
    );
    // (that the compressed file is the one sent is upload-core's prepareImage test: under jsdom the
    // multipart body reaches MSW with the file's type but not its bytes)
    expect(last()![0]).toMatch(/^data:image\/jpeg;base64,/);

    // exactly 50 KB is compressed; one byte less is sent as it is
    await user.upload(input(), png(50 * KB));
    await waitFor(() => expect(last()).toHaveLength(2));
    expect(compressor).toHaveBeenCalledTimes(2);
    await user.upload(input(), png(50 * KB - 1));
    await waitFor(() => expect(last()).toHaveLength(3));
    expect(compressor).toHaveBeenCalledTimes(2);
  });

  it('a photo that stays over the limit after compression is refused', async () => {
    await signIn();
    const user = userEvent.setup();
    compressor.mockImplementationOnce(
      async (file: File) => new File([new Uint8Array(600 * KB)], file.name, { type: file.type }),
    );
    const { changes } = renderUpload();
    await user.upload(input(), png(2 * KB * KB));
    await screen.findByText('文件大小超出限制');
    expect(compressor).toHaveBeenCalledTimes(1);
    expect(changes).not.toHaveBeenCalled();
  });

  it('takes at most `max` images: extra picks show the limit, and the picker hides when full', async () => {
    await signIn();
    const user = userEvent.setup();
    const { last } = renderUpload({ max: 3, compress: false }, ['https://img.example/a.png']);
    await user.upload(input(), [png(KB, '1.png'), png(KB, '2.png'), png(KB, '3.png')]);
    await screen.findByText('最多上传3张图片');
    await waitFor(() => expect(last()).toHaveLength(3));
    expect(last()![0]).toBe('https://img.example/a.png');
    expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '房间图片' })).not.toBeInTheDocument();

    // removing one brings the picker back
    await user.click(screen.getByRole('button', { name: '删除第2张图片' }));
    expect(last()).toHaveLength(2);
    expect(input()).toBeInTheDocument();
  });

  it('reorders with the move buttons (the value is the display order) and removes', async () => {
    await signIn();
    const user = userEvent.setup();
    const a = 'https://img.example/a.png';
    const b = 'https://img.example/b.png';
    const c = 'https://img.example/c.png';
    const { last } = renderUpload({}, [a, b, c]);
    expect(thumbs()).toEqual([a, b, c]);
    expect(screen.getByRole('button', { name: '第1张图片左移' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '第3张图片右移' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '第1张图片右移' }));
    expect(last()).toEqual([b, a, c]);
    expect(thumbs()).toEqual([b, a, c]);
    // the main-image mark follows the first place
    expect(
      within(screen.getByRole('button', { name: '第1张图片 主图' })).getByRole('presentation'),
    ).toHaveAttribute('src', b);

    await user.click(screen.getByRole('button', { name: '第3张图片左移' }));
    expect(last()).toEqual([b, c, a]);
    await user.click(screen.getByRole('button', { name: '删除第1张图片' }));
    expect(last()).toEqual([c, a]);
    expect(thumbs()).toEqual([c, a]);
  });

  it('reorders with the keyboard through dnd-kit: space picks up, an arrow moves, space drops', async () => {
    // jsdom has no layout: give each tile the box it would have in a row (104 px wide, 8 px apart), so that
    // the keyboard sensor finds the neighbour to the right as a browser would
    const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const li = this.closest('li');
      const i = li?.parentElement ? [...li.parentElement.children].indexOf(li) : 0;
      return new DOMRect(i * 112, 0, 104, 104);
    });
    onTestFinished(() => layout.mockRestore());
    const user = userEvent.setup();
    const a = 'https://img.example/a.png';
    const b = 'https://img.example/b.png';
    const c = 'https://img.example/c.png';
    const { last } = renderUpload({}, [a, b, c]);
    screen.getByRole('button', { name: '第1张图片 主图' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await waitFor(() => expect(last()).toEqual([b, a, c]));
    expect(thumbs()).toEqual([b, a, c]);
    // the move is announced in the console's language
    await screen.findByText('第1张图片已放到第2位');
  });

  it('a failed upload shows the server message once, and the images before and after it stay', async () => {
    await signIn();
    const user = userEvent.setup();
    failNextUpload('存储服务繁忙，请稍后再试');
    const kept = 'https://img.example/kept.png';
    const { last } = renderUpload({ compress: false }, [kept]);
    await user.upload(input(), [png(KB, 'fails.png'), png(2 * KB, 'works.webp', 'image/webp')]);
    await screen.findByText('存储服务繁忙，请稍后再试');
    await waitFor(() => expect(last()).toHaveLength(2));
    expect(last()![0]).toBe(kept);
    expect(last()![1]).toMatch(/^data:image\/webp;base64,/);
    expect(screen.getAllByText('存储服务繁忙，请稍后再试')).toHaveLength(1);
  });

  it('shows each pending image while it uploads', async () => {
    await signIn();
    const user = userEvent.setup();
    // holds the request, then lets the mock backend answer it
    const release = holdNextUpload();
    const { last } = renderUpload({ compress: false });
    await user.upload(input(), png(KB, 'slow.png'));
    expect(await screen.findByText('slow.png 上传中')).toHaveAttribute('role', 'status');
    release();
    await waitFor(() => expect(last()).toHaveLength(1));
    expect(screen.queryByText('slow.png 上传中')).not.toBeInTheDocument();
  });

  it('two picks in flight at once both land: a slow upload never drops a quicker one', async () => {
    await signIn();
    const user = userEvent.setup();
    const release = holdNextUpload();
    const { last } = renderUpload({ compress: false }, ['https://img.example/a.png']);
    await user.upload(input(), png(KB, 'slow.png'));
    await screen.findByText('slow.png 上传中');
    await user.upload(input(), png(KB, 'quick.webp', 'image/webp'));
    await waitFor(() => expect(last()).toHaveLength(2));
    release();
    await waitFor(() => expect(last()).toHaveLength(3));
    expect(last()![0]).toBe('https://img.example/a.png');
    expect(last()![1]).toMatch(/^data:image\/webp;/);
    expect(last()![2]).toMatch(/^data:image\/png;/);
  });

  it('previews an image', async () => {
    await signIn();
    const user = userEvent.setup();
    renderUpload({}, ['https://img.example/a.png', 'https://img.example/b.png']);
    await user.click(screen.getByRole('button', { name: '预览第2张图片' }));
    const dialog = await screen.findByRole('dialog');
    // antd's preview image has no alt; the icons around it are named
    expect(within(dialog).getByRole('img', { name: '' })).toHaveAttribute('src', 'https://img.example/b.png');
  });

  it('disabled: shows the images and the preview, but no picker and no editing', async () => {
    renderUpload({ disabled: true }, ['https://img.example/a.png']);
    expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除第1张图片' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第1张图片右移' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览第1张图片' })).toBeEnabled();
  });
});
