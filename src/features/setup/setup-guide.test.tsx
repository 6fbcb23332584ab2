import { screen } from '@testing-library/react';
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
