import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { renderPage } from '@/test/render-page';
import { signIn } from '@/test/sign-in';
import { failNextUpload } from '@/test/upload';
import { FileUpload, type FileUploadProps, type UploadedFileValue } from './file-upload';

const MB = 1024 * 1024;
const zip = (bytes: number, name = 'package.zip', type = 'application/zip') =>
  new File([new Uint8Array(bytes)], name, { type });

function renderUpload(props: Partial<FileUploadProps> = {}, initial?: UploadedFileValue | null) {
  const changes = vi.fn<(file: UploadedFileValue | null) => void>();
  const utils = renderPage(
    <Form
      initialValues={{ pkg: initial }}
      onValuesChange={(_, all: { pkg: UploadedFileValue | null }) => changes(all.pkg)}
    >
      <Form.Item name="pkg" label="安装包">
        <FileUpload {...props} />
      </Form.Item>
    </Form>,
  );
  return { ...utils, changes, last: () => changes.mock.lastCall?.[0] };
}

const input = () => screen.getByLabelText('上传文件');

describe('FileUpload', () => {
  it('uploads a zip and shows it as a link to the file', async () => {
    await signIn();
    const user = userEvent.setup();
    const { last } = renderUpload();
    expect(screen.getByText('仅支持 zip 格式，不超过 20 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '安装包' })).toHaveTextContent('上传文件');

    await user.upload(input(), zip(1024, 'rooms.zip', 'application/x-zip-compressed'));
    await waitFor(() => expect(last()).toMatchObject({ name: 'rooms.zip' }));
    expect(last()?.url).toMatch(/^data:application\/zip;base64,/);
    expect(screen.getByRole('link', { name: 'rooms.zip' })).toHaveAttribute('href', last()?.url);
    expect(screen.getByRole('link', { name: 'rooms.zip' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: '安装包' })).toHaveTextContent('重新上传');
    // (a .zip without a MIME is accepted too: upload-core's isZip test and the mock's own test show it;
    // under jsdom the multipart body reaches MSW without the file's name, so the mock could not tell here)
  });

  it('refuses anything but a zip with the §5 message, and keeps the current file', async () => {
    await signIn();
    const user = userEvent.setup({ applyAccept: false });
    const current = { name: 'old.zip', url: 'https://files.example/old.zip' };
    const { changes } = renderUpload({}, current);
    await user.upload(input(), zip(1024, 'rooms.rar', 'application/x-rar-compressed'));
    await screen.findByText('请上传zip格式的文件');
    // a .zip name does not rescue a file whose MIME says it is something else
    await user.upload(input(), zip(1024, 'photo.zip', 'image/png'));
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'old.zip' })).toBeInTheDocument();
  });

  it('refuses a file over limitMb with 文件大小超出限制', async () => {
    await signIn();
    const user = userEvent.setup();
    const { changes, last } = renderUpload({ limitMb: 1 });
    expect(screen.getByText('仅支持 zip 格式，不超过 1 MB')).toBeInTheDocument();
    await user.upload(input(), zip(MB + 1));
    await screen.findByText('文件大小超出限制');
    expect(changes).not.toHaveBeenCalled();
    await user.upload(input(), zip(MB));
    await waitFor(() => expect(last()).toMatchObject({ name: 'package.zip' }));
  });

  it('a server refusal shows its message once and keeps the current file; remove clears it', async () => {
    await signIn();
    const user = userEvent.setup();
    failNextUpload('文件服务暂不可用');
    const current = { name: 'old.zip', url: 'https://files.example/old.zip' };
    const { changes, last } = renderUpload({}, current);
    await user.upload(input(), zip(1024));
    await screen.findByText('文件服务暂不可用');
    expect(screen.getAllByText('文件服务暂不可用')).toHaveLength(1);
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'old.zip' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '删除文件' }));
    expect(last()).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('disabled: shows the file, offers no picker and no remove', () => {
    renderUpload({ disabled: true }, { name: 'old.zip', url: 'https://files.example/old.zip' });
    expect(screen.getByRole('link', { name: 'old.zip' })).toBeInTheDocument();
    expect(screen.queryByLabelText('上传文件')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除文件' })).not.toBeInTheDocument();
  });
});
