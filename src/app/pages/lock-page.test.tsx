import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '@/api/client';
import { authService } from '@/api/services/auth-service';
import { isApiError } from '@/api/errors';
import { LOCKED_CODE } from '@/domain/session';
import { useLock } from '@/session/lock';
import { session } from '@/session/session-store';
import { OWNER } from '@/test/open-page';
import { renderApp } from '@/test/render-app';
import { signInTo } from '@/test/sign-in';
import { spaced } from '@/test/table';

/* The lock screen (§4), held on the server: the owner's profile page at 1001 against the mock. */
async function lockFrom(path: string, ready: string) {
  await signInTo(OWNER, 1001);
  const { router } = renderApp(path);
  await screen.findByLabelText(ready);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '锁屏' }));
  await screen.findByRole('button', { name: spaced('解锁') });
  expect(router.state.location.pathname).toBe('/lock');
  // the server has the lock too (the call after the local lock): a call let past the console's own guard
  // is refused there
  const past = () =>
    request({ method: 'post', url: '/api/getUserInfo', meta: { whileLocked: true, silent: true } });
  await waitFor(async () => {
    const e: unknown = await past().catch((err: unknown) => err);
    expect(isApiError(e) && e.code).toBe(LOCKED_CODE);
  });
  return { router, user };
}

const unlockWith = async (user: ReturnType<typeof userEvent.setup>, password: string) => {
  await user.type(screen.getByLabelText('登录密码'), password);
  await user.click(screen.getByRole('button', { name: spaced('解锁') }));
};

describe('the lock screen', () => {
  it('holds back every call while locked, and unlocks with a fresh token back where it was', async () => {
    const { router, user } = await lockFrom('/info/index', '姓名');
    const locked = session.get().tokens!.aToken;
    // a call made while locked does not leave the browser
    const e: unknown = await authService.menus(false).catch((err: unknown) => err);
    expect(isApiError(e) && e.kind).toBe('locked');
    await unlockWith(user, 'abc1234567');
    expect(await screen.findByText('密码错误')).toBeInTheDocument();
    await unlockWith(user, 'abc123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));
    expect(session.get().tokens!.aToken).not.toBe(locked);
    expect(await screen.findByLabelText('姓名')).toHaveValue('张建国');
  });

  it('a lost lock flag does not unlock: the server refuses the token and the console locks again', async () => {
    const { router } = await lockFrom('/info/index', '姓名');
    // what removing the flag from sessionStorage and reloading gives: unlocked, the user to fetch again
    act(() => {
      session.setUser(null);
      useLock.setState({ locked: false });
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/lock'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    expect(useLock.getState().locked).toBe(true);
    // still signed in: the password brings the work back
    expect(session.get().tokens).not.toBeNull();
    expect(screen.queryByLabelText('姓名')).toBeNull();
  });

  it('five wrong passwords sign the user out with the reason', async () => {
    const { router, user } = await lockFrom('/info/index', '姓名');
    for (let i = 0; i < 4; i++) {
      await unlockWith(user, `wrong${i}pass`);
      await screen.findByText('密码错误');
    }
    await unlockWith(user, 'wrong4pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('密码错误次数过多，已退出登录，请重新登录')).toBeInTheDocument();
    expect(session.get().tokens).toBeNull();
  });
});
