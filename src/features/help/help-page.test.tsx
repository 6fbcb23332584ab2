import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { session } from '@/session/session-store';
import { renderPage } from '@/test/render-page';
import HelpPage from './help-page';

describe('/help', () => {
  it('works without a session and calls no backend', async () => {
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    expect(session.get().tokens).toBeNull();
    const user = userEvent.setup();
    const { router } = renderPage(<HelpPage />, { path: '/help' });

    await screen.findByRole('heading', { name: '帮助中心' });
    expect(screen.getByRole('link', { name: '400-820-6688' })).toHaveAttribute('href', 'tel:4008206688');
    expect(screen.getByText('每天 09:00-21:00（节假日照常）')).toBeInTheDocument();

    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((q) => q.textContent)).toEqual([
      '如何添加房间？',
      '计费规则是怎么生效的？',
      '有多家门店，怎么切换场所？',
      '如何购买功能模块或增加房间数？',
      '锁屏有什么用？',
      '忘记密码怎么办？',
    ]);
    await user.click(screen.getByRole('button', { name: '锁屏有什么用？' }));
    await screen.findByText(/需要输入当前账号的登录密码才能继续使用/);
    expect(screen.getByRole('button', { name: '锁屏有什么用？' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('link', { name: '返回登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([]);
    server.events.removeListener('request:start', listen);
  });

  it('offers the password reset', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<HelpPage />, { path: '/help' });
    await user.click(await screen.findByRole('link', { name: '找回密码' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=forgot'));
    expect(router.state.location.pathname).toBe('/regAndPwd');
  });
});
