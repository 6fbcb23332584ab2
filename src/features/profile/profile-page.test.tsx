import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { authService } from '@/api/services/auth-service';
import { session } from '@/session/session-store';
import { renderPage } from '@/test/render-page';
import { signIn } from '@/test/sign-in';
import ProfilePage from './profile-page';

// jsdom has no canvas: the compressor's stand-in (src/test/image-compression.ts) fails here as the real one
// would on an undecodable image, and the avatar falls back to the original file, which the 500 KB limit then
// measures (the widget tests cover a successful compression)
beforeEach(() => {
  vi.mocked(imageCompression).mockImplementation(() => Promise.reject(new Error('no canvas in jsdom')));
});

async function signedIn(account?: string) {
  await signIn(account);
  session.setUser(await authService.userInfo());
}

const png = (bytes: number, name = 'me.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('/info/index', () => {
  it('shows the user and saves a new name: the session (top bar) and the server have it', async () => {
    await signedIn();
    const user = userEvent.setup();
    renderPage(<ProfilePage />, { path: '/info/index' });
    await screen.findByRole('heading', { name: '张建国' });
    // account and mobile are the same number for this user
    expect(screen.getAllByText('13800138000')).toHaveLength(2);

    const name = screen.getByLabelText('姓名');
    expect(name).toHaveValue('张建国');
    await user.clear(name);
    await user.type(name, '张建国 老板');
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await screen.findByText('请输入中文、英文、数字、横线、下划线');

    await user.clear(name);
    await user.type(name, '张建国_老板');
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await screen.findByText('更新成功');
    await screen.findByRole('heading', { name: '张建国_老板' });
    expect(session.get().user?.name).toBe('张建国_老板');
    expect((await authService.userInfo()).name).toBe('张建国_老板');
  });

  it('uploads an avatar (type and size checked first) and saves it', async () => {
    await signedIn();
    // the file input's accept list would hide the wrong-type case from user-event
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<ProfilePage />);
    // antd replaces the file input after every pick, so it is looked up each time
    const input = () => screen.getByLabelText('上传头像');
    await screen.findByLabelText('上传头像');

    await user.upload(input(), png(10, 'a.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传jpg、png、jpeg格式的图片');
    await user.upload(input(), png(500 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('文件大小超出限制'));

    await user.upload(input(), png(2048));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await screen.findByText('更新成功');
    expect(session.get().user?.avatar).toMatch(/^data:image\/png;base64,/);
    expect((await authService.userInfo()).avatar).toBe(session.get().user?.avatar);
    expect(screen.getByRole('img', { name: '张建国的头像' })).toHaveAttribute(
      'src',
      session.get().user?.avatar,
    );
  });

  it('changes the mobile number with an SMS code', async () => {
    await signedIn('13800138001');
    const user = userEvent.setup();
    const { router } = renderPage(<ProfilePage />, { path: '/info/index' });
    await user.click(await screen.findByRole('tab', { name: '修改手机号' }));
    expect(router.state.location.search).toBe('?tab=phone');
    const panel = screen.getByRole('tabpanel');

    // a number that is taken cannot even get a code
    await user.type(within(panel).getByLabelText('新手机号'), '13800138000');
    await user.click(within(panel).getByRole('button', { name: '获取验证码' }));
    await within(panel).findByText('该手机号已注册');

    const phone = within(panel).getByLabelText('新手机号');
    await user.clear(phone);
    await user.type(phone, '13900005555');
    await user.click(within(panel).getByRole('button', { name: '获取验证码' }));
    expect(await within(panel).findByRole('button', { name: /60 秒后重新获取/ })).toBeDisabled();
    await user.type(within(panel).getByLabelText('短信验证码'), '000000');
    await user.click(within(panel).getByRole('button', { name: '确认修改' }));
    await within(panel).findByText('验证码错误或已过期');
    expect(phone).toHaveValue('13900005555');

    const code = within(panel).getByLabelText('短信验证码');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(panel).getByRole('button', { name: '确认修改' }));
    await screen.findByText('更新成功');
    await waitFor(() =>
      expect(session.get().user).toMatchObject({ phone: '13900005555', account: '13900005555' }),
    );
    expect(within(panel).getByText('13900005555')).toBeInTheDocument();
  });

  it('a wrong old password shows 原密码错误 and keeps the form; the right one changes it', async () => {
    await signedIn();
    const user = userEvent.setup();
    renderPage(<ProfilePage />, { path: '/info/index?tab=password' });
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByLabelText('原密码'), 'wrong1234');
    await user.type(within(panel).getByLabelText('新密码'), 'newpass123');
    await user.type(within(panel).getByLabelText('确认新密码'), 'newpass12');
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    await within(panel).findByText('两次输入的密码不一致');

    const confirm = within(panel).getByLabelText('确认新密码');
    await user.type(confirm, '3');
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('原密码错误');
    expect(within(panel).getByLabelText('原密码')).toHaveValue('wrong1234');
    expect(within(panel).getByLabelText('新密码')).toHaveValue('newpass123');

    const old = within(panel).getByLabelText('原密码');
    await user.clear(old);
    await user.type(old, 'abc123456');
    await user.click(within(panel).getByRole('button', { name: '修改密码' }));
    await screen.findByText('密码修改成功');
    await waitFor(() => expect(within(panel).getByLabelText('原密码')).toHaveValue(''));
    await expect(authService.login('13800138000', 'newpass123')).resolves.toMatchObject({
      a_token: expect.any(String),
    });
  });
});
