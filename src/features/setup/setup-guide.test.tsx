import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';
import { signIn, signInTo } from '@/test/sign-in';

/* Who sees the guide (§4): one non-network place, every setup page in the menu, a step not done. */
describe('setup guide', () => {
  it('greets the owner of one new inn with five steps to do', async () => {
    await signIn('13800138001');
    renderApp('/wel/index');
    const guide = await screen.findByRole('dialog', { name: '开店引导' });
    expect(guide).toHaveTextContent('已完成 0/5');
    expect(screen.getAllByText('未完成')).toHaveLength(5);
    expect(screen.getByRole('button', { name: '去设置：楼栋楼层' })).toBeInTheDocument();
  });

  it('stays hidden after 去设置, on the page it opened and after a reload (issue 17.8)', async () => {
    await signIn('13800138001');
    const first = renderApp('/wel/index');
    await screen.findByRole('dialog', { name: '开店引导' });
    fireEvent.click(screen.getByRole('button', { name: '去设置：楼栋楼层' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/roomManage/index'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '开店引导' })).not.toBeInTheDocument());
    first.unmount();
    // a reload: the app starts again in the same tab, and does not even ask the server
    let checks = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/getInitStatus')) checks++;
    };
    server.events.on('request:start', count);
    renderApp('/roomManage/index');
    expect((await screen.findAllByText('楼栋楼层')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: '开店引导' })).not.toBeInTheDocument();
    expect(checks).toBe(0);
    server.events.removeListener('request:start', count);
  });

  it.each([
    ['an owner of several places', '13800138000', '张建国'],
    ['staff, whose menu has no payment account page', '13800138002', '王磊'],
  ])('does not ask %s', async (_, account, name) => {
    let checks = 0;
    server.use(
      http.post('*/business-merchant/businessPlaceConfig/getInitStatus', () => {
        checks++;
        return HttpResponse.json({ code: 200, msg: '获取成功', data: { building: false } });
      }),
    );
    await signInTo(account, 1001);
    renderApp('/wel/index');
    await screen.findByText(`${name}，您好`, { exact: false });
    expect(screen.queryByRole('dialog', { name: '开店引导' })).not.toBeInTheDocument();
    expect(checks).toBe(0);
  });
});
