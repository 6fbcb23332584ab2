import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { session } from '@/session/session-store';
import { SCAN_POLL_MS } from './scan-login';

/** /login's scan-code tab up to "scanned" (the mock answers it on the 3rd poll, "confirmed" from the 5th). */
async function scannedOnLogin() {
  const user = userEvent.setup();
  const { router } = renderApp('/login');
  await user.click(await screen.findByRole('button', { name: '扫码登录' }));
  await screen.findByRole('img', { name: '请使用商户端 App 扫描二维码登录' });
  expect(screen.getByText('等待扫码')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(3 * SCAN_POLL_MS));
  await screen.findByText('已扫码，请在手机上确认登录');
  return router;
}

describe('scan-code login', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows a QR code, polls every 2 s, and signs in once the phone confirms', async () => {
    const router = await scannedOnLogin();
    await act(() => vi.advanceTimersByTimeAsync(2 * SCAN_POLL_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pickplace'));
    expect(session.get().tokens?.aToken).toBeTruthy();
  });

  it('signs in once, and not at all when the login page was left before the phone confirmed', async () => {
    const router = await scannedOnLogin();
    // the user leaves for the password reset page: the poller stops with the page
    await act(() => router.navigate('/regAndPwd'));
    await act(() => vi.advanceTimersByTimeAsync(5 * SCAN_POLL_MS));
    expect(router.state.location.pathname).toBe('/regAndPwd');
    expect(session.get().tokens).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
