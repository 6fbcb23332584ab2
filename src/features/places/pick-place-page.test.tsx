import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { signIn } from '@/test/sign-in';
import { session } from '@/session/session-store';
import { useAccess } from '@/access/access-store';

describe('/pickplace', () => {
  it('lists the 12 places with kind and edition, filters by name, and enters the chosen one', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/pickplace');
    await screen.findByText('您名下共有 12 个场所，请选择要进入的场所');
    expect(screen.getAllByText('网吧').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('专业版').length).toBeGreaterThanOrEqual(1);

    await user.type(screen.getByRole('searchbox', { name: '搜索场所名称' }), '网咖');
    const enter = await screen.findAllByRole('button', { name: /^进\s*入 / });
    expect(enter.map((b) => b.getAttribute('aria-label'))).toEqual([
      '进入 极光网咖(滨江店)',
      '进入 极光网咖(南山店)',
    ]);
    expect(screen.getAllByText('网吧')).toHaveLength(2);

    await user.click(enter[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/handOver/netbarDetail'));
    expect(session.get().place?.placeType).toBe(50);
    expect(useAccess.getState().menus[0]?.path).toBe('/handOver/netbarDetail');
  });

  it('a signed-in user at / of a hotel place reaches the home page after a reload', async () => {
    await signIn();
    const user = userEvent.setup();
    const first = renderApp('/pickplace');
    await user.click((await screen.findAllByRole('button', { name: /进入/ }))[0]!);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/wel/index'));
    first.unmount();
    // a reload: the access data is gone from memory and comes back from the server
    useAccess.setState({ placeId: null, menus: [], flags: {} });
    session.setUser(null);
    const again = renderApp('/');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/wel/index'));
    await screen.findByText(/张建国，您好/);
  });

  it('the staff account cannot open a purchase page: /403, in the console layout', async () => {
    await signIn('13800138002');
    const { continueWithPlaces } = await import('@/session/flows');
    expect(await continueWithPlaces()).toBe('/wel/index');
    const { router } = renderApp('/application/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    // the refusal is a page of the console: the menu and the tags stay (issue 17.11)
    await screen.findByText('无权访问');
    expect(screen.getByRole('navigation', { name: '已打开的页面' })).toBeInTheDocument();
  });
});
