import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { session } from '@/session/session-store';
import { returnOf } from '@/session/return-to';
import { postsTo } from '@/test/posts';

async function login(account: string, password: string) {
  const user = userEvent.setup();
  const view = renderApp('/login');
  await user.type(await screen.findByLabelText('账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: /^登\s*录$/ }));
  return { user, ...view };
}

describe('/login', () => {
  it('a wrong password shows the server message and keeps what was typed', async () => {
    await login('13800138000', 'wrong123');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('账号')).toHaveValue('13800138000');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong123');
    expect(session.get().tokens).toBeNull();
  });

  it('shows the password on request and hides it again', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('密码');
    await user.type(password, 'abc123456');
    expect(password).toHaveAttribute('type', 'password');
    const eye = screen.getByRole('button', { name: '显示密码' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('abc123456');
  });

  it('sends a sign-in once however often it is submitted while on its way', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), '13800138001');
    await user.type(screen.getByLabelText('密码'), 'abc123456');
    const sent = postsTo('/authService/login');
    const form = screen.getByRole('button', { name: /^登\s*录$/ }).closest('form')!;
    // Enter pressed twice: the second comes while the first sign-in is on its way
    fireEvent.submit(form);
    expect(screen.getByRole('button', { name: '登录中…' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(sent).toHaveLength(1);
  });

  it('remembers the account when asked to, and forgets it when not', async () => {
    const user = userEvent.setup();
    const a = renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), '13800138001');
    await user.type(screen.getByLabelText('密码'), 'abc123456');
    await user.click(screen.getByRole('checkbox', { name: '记住账号' }));
    expect(screen.getByRole('checkbox', { name: '自动登录' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await waitFor(() => expect(a.router.state.location.pathname).toBe('/wel/index'));
    a.unmount();
    session.clear();
    renderApp('/login');
    expect(await screen.findByLabelText('账号')).toHaveValue('13800138001');
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
  });

  it('checks the password rule before calling the server', async () => {
    await login('13800138000', 'abcdef');
    await screen.findByText('密码须为6-16位字母和数字组合');
  });

  it('the owner of 12 places goes to /pickplace', async () => {
    const { router } = await login('13800138000', 'abc123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pickplace'));
    await screen.findByText('选择场所');
  });

  it('comes back to the page asked for: through the place choice, with its query (issue 17)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/roomManage/roomModel?q_modelName=%E5%A4%A7%E5%BA%8A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnOf(router.state.location.search)).toBe(
      '/roomManage/roomModel?q_modelName=%E5%A4%A7%E5%BA%8A',
    );
    await user.type(await screen.findByLabelText('账号'), '13800138000');
    await user.type(screen.getByLabelText('密码'), 'abc123456');
    await user.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pickplace'));
    await user.click(await screen.findByRole('button', { name: '进入 云栖电竞酒店(西湖店)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roomManage/roomModel'));
    expect(router.state.location.search).toBe('?q_modelName=%E5%A4%A7%E5%BA%8A');
  });

  it('the owner of one internet cafe lands on its first menu page', async () => {
    const { router } = await login('13800138003', 'abc123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/handOver/netbarDetail'));
    expect(session.get().place?.placeType).toBe(50);
  });

  it('the owner of one inn lands on the home page of that inn', async () => {
    const { router } = await login('13800138001', 'abc123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await screen.findByText(/李晓梅，您好/);
  });

  it('switches to English, antd included', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByText('English'));
    await screen.findByLabelText('Account');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByText('中文'));
  });

  it('lists the demo accounts in mock builds and fills one in on click', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: '13800138002' }));
    expect(screen.getByLabelText('账号')).toHaveValue('13800138002');
    expect(screen.getByLabelText('密码')).toHaveValue('abc123456');
  });
});

describe('route behaviour when signed out', () => {
  it('/ goes to /login, a private page goes to /login, an unknown path to /404', async () => {
    const a = renderApp('/');
    await waitFor(() => expect(a.router.state.location.pathname).toBe('/login'));
    a.unmount();
    const b = renderApp('/pickplace');
    await waitFor(() => expect(b.router.state.location.pathname).toBe('/login'));
    b.unmount();
    const c = renderApp('/nope');
    await waitFor(() => expect(c.router.state.location.pathname).toBe('/404'));
    await screen.findByText('页面不存在');
  });
});
