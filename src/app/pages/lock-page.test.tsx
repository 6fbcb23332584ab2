import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '@/api/client';
import { authService } from '@/api/services/auth-service';
import { isApiError } from '@/api/errors';
import { LOCKED_CODE } from '@/domain/session';
import { useLock } from '@/session/lock';
import { session } from '@/session/session-store';
import { openRoute } from '@/test/open-page';
import { spaced } from '@/test/table';

/* The lock screen (§4), held on the server: the console at 1001 against the mock. */
async function lockFrom(path: string, cell: string) {
  const { router } = await openRoute(path, cell);
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
    const { router, user } = await lockFrom('/roomManage/index', '副楼');
    const locked = session.get().tokens!.aToken;
    // a call made while locked does not leave the browser
    const e: unknown = await authService.menus(false).catch((err: unknown) => err);
    expect(isApiError(e) && e.kind).toBe('locked');
    await unlockWith(user, 'abc1234567');
    expect(await screen.findByText('密码错误')).toBeInTheDocument();
    await unlockWith(user, 'abc123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/roomManage/index'));
    expect(session.get().tokens!.aToken).not.toBe(locked);
    expect(await screen.findByText('副楼')).toBeInTheDocument();
  });

  it('a lost lock flag does not unlock: the server refuses the token and the console locks again', async () => {
    const { router } = await lockFrom('/roomManage/index', '副楼');
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
    expect(screen.queryByText('副楼')).toBeNull();
  });

  it('five wrong passwords sign the user out with the reason', async () => {
    const { router, user } = await lockFrom('/roomManage/index', '副楼');
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
