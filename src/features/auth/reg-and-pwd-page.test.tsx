import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';

type User = ReturnType<typeof userEvent.setup>;

/** Type the phone, have a code sent to it (the countdown starts) and type the code. */
async function proveThePhone(user: User, phone: string, code: string) {
  await user.type(await screen.findByLabelText('手机号'), phone);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: /秒后重新获取/ });
  await user.type(screen.getByLabelText('短信验证码'), code);
}

describe('/regAndPwd', () => {
  it('the send-code button counts down 60 s and cannot be pressed meanwhile (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const user = userEvent.setup();
      renderApp('/regAndPwd?type=register');
      await user.type(await screen.findByLabelText('手机号'), '13900001111');
      await user.click(screen.getByRole('button', { name: '获取验证码' }));
      const counting = await screen.findByRole('button', { name: /60 秒后重新获取/ });
      expect(counting).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(screen.getByRole('button', { name: /1 秒后重新获取/ })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a valid phone before sending a code', async () => {
    const user = userEvent.setup();
    renderApp('/regAndPwd?type=register');
    await user.type(await screen.findByLabelText('手机号'), '12345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('请输入正确的手机号');
  });

  it('registers a new merchant and continues to the first-place form', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/regAndPwd?type=register');
    await proveThePhone(user, '13900001111', '123456');
    await user.type(screen.getByLabelText('联系人姓名'), '赵一鸣');
    await user.type(screen.getByLabelText('密码'), 'abc123456');
    await user.type(screen.getByLabelText('确认密码'), 'abc123456');
    await user.click(screen.getByRole('button', { name: /^注\s*册$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addInfo'));

    // the first place: a bad phone keeps the form and its values
    await user.type(await screen.findByLabelText('场所名称'), '一鸣电竞酒店');
    await user.click(screen.getByLabelText('场所类型'));
    await user.click(await screen.findByTitle('电竞酒店'));
    await user.type(screen.getByLabelText('详细地址'), '杭州市西湖区文三路 90 号');
    const phone = screen.getByLabelText('联系电话');
    await user.clear(phone);
    await user.type(phone, '1234');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await screen.findByText('请输入正确的手机号');
    expect(screen.getByLabelText('场所名称')).toHaveValue('一鸣电竞酒店');
    await user.clear(phone);
    await user.type(phone, '13900001111');
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await screen.findByText(/赵一鸣，您好/);
  });

  it('a wrong SMS code shows the server message and keeps the form', async () => {
    const user = userEvent.setup();
    renderApp('/regAndPwd?type=forgot');
    await proveThePhone(user, '13800138001', '000000');
    await user.type(screen.getByLabelText('新密码'), 'newpass123');
    await user.type(screen.getByLabelText('确认密码'), 'newpass123');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await screen.findByText('验证码错误或已过期');
    expect(screen.getByLabelText('新密码')).toHaveValue('newpass123');
  });
});
