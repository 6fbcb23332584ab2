import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { signInTo } from '@/test/sign-in';
import { settings } from '@/settings/settings-store';
import { tagsActions } from './tags-store';

/*
 * The tags bar against the inn 1013 (13800138001): a page in the frame is titled by its menu entry, and the cap
 * the user set closes the least recently used tag with a notice, never one with unsaved input (issue 17).
 */
describe('tags bar', () => {
  it('titles a framed page by its menu entry and says which tag the cap closed', async () => {
    await signInTo('13800138001', 1013);
    const { router } = renderApp('/wel/index');
    const bar = await screen.findByRole('navigation', { name: '已打开的页面' });
    // the user's own setting (loaded with the user)
    act(() => settings.update({ tagCap: 3 }));
    await act(() => router.navigate('/frame?url=%2Fmock-assets%2Foperator-guide.html'));
    await within(bar).findByText('操作指南');
    expect(within(bar).queryByText(/url=/)).not.toBeInTheDocument();

    await act(() => router.navigate('/info/index'));
    await within(bar).findByText('个人信息');
    // the 4th tag: 操作指南 is the least recently used (home always stays)
    await act(() => router.navigate('/info/address'));
    await screen.findByText('已打开3个标签，已关闭最久未用的「操作指南」');
    await waitFor(() => expect(within(bar).queryByText('操作指南')).not.toBeInTheDocument());

    // a tag with unsaved input is passed over: 个人信息 stays, 收货地址 goes
    tagsActions.setDirty('/info/index', true);
    await act(() => router.navigate('/roomManage/roomModel'));
    await screen.findByText('已打开3个标签，已关闭最久未用的「收货地址」');
    expect(within(bar).getByText('个人信息')).toBeInTheDocument();
  });
});
