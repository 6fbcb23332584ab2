import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { signIn } from '@/test/sign-in';

describe('/checkBind', () => {
  it('a wrong bind code keeps the form with the server message; the right one adds the cafe', async () => {
    await signIn('13800138003');
    const user = userEvent.setup();
    const { router } = renderApp('/checkBind');
    await user.type(await screen.findByLabelText('场所编码'), 'NB330106001');
    await user.type(screen.getByLabelText('绑定码'), '111111');
    await user.click(screen.getByRole('button', { name: /^绑\s*定$/ }));
    await screen.findByText('场所编码或绑定码错误');
    expect(screen.getByLabelText('场所编码')).toHaveValue('NB330106001');

    const code = screen.getByLabelText('绑定码');
    await user.clear(code);
    await user.type(code, '860012');
    await user.click(screen.getByRole('button', { name: /^绑\s*定$/ }));
    // two places now: the operator chooses
    await waitFor(() => expect(router.state.location.pathname).toBe('/pickplace'));
    await screen.findByText('星际网咖(文三路店)');
  });
});
