import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { signInTo } from '@/test/sign-in';
import { settings } from '@/settings/settings-store';
import { tagKeyOf } from './tag-rules';
import { tagsActions, useTags } from './tags-store';

/*
 * The tags bar against the inn 1013 (13800138001), on light pages only (the home page's board would still be
 * loading when the test ends): a page in the frame is titled by its menu entry, and the cap the user set closes
 * the least recently used tag with a notice, never one with unsaved input (issue 17).
 */
describe('tags bar', () => {
  it('titles a framed page by its menu entry and says which tag the cap closed', async () => {
    await signInTo('13800138001', 1013);
    const { router } = renderApp('/info/index');
    const bar = await screen.findByRole('navigation', { name: '已打开的页面' });
    // the user's own setting (loaded with the user)
    act(() => settings.update({ tagCap: 3 }));
    const guide = '/frame?url=%2Fmock-assets%2Foperator-guide.html';
    await act(() => router.navigate(guide));
    await within(bar).findByText('操作指南');
    expect(within(bar).queryByText(/url=/)).not.toBeInTheDocument();

    await act(() => router.navigate('/info/address'));
    await within(bar).findByText('收货地址');
    // the 4th tag: 个人信息 is the least recently used
    await act(() => router.navigate('/info/setting'));
    await screen.findByText('已打开3个标签，已关闭最久未用的「个人信息」');
    await waitFor(() => expect(within(bar).queryByText('个人信息')).not.toBeInTheDocument());

    // a tag with unsaved input is passed over: 操作指南 stays, 收货地址 goes
    const [path, search] = guide.split('?');
    tagsActions.setDirty(tagKeyOf(path!, `?${search}`), true);
    await act(() => router.navigate('/info/helpDocument'));
    await screen.findByText('已打开3个标签，已关闭最久未用的「收货地址」');
    expect(within(bar).getByText('操作指南')).toBeInTheDocument();
    // the page has loaded before the test ends (no import left running after it)
    await waitFor(() =>
      expect(document.querySelector('.keep-alive-page:not([hidden]) .ant-card')).not.toBeNull(),
    );
  });
});

describe('the tags after a reload (issue 18)', () => {
  it("come back, but a tag's page mounts only when it is opened", async () => {
    await signInTo('13800138001', 1013);
    const tag = (url: string, usedAt: number) => ({ key: tagKeyOf(url, ''), url, usedAt, nonce: 0 });
    tagsActions.forPlace(1013);
    useTags.setState({ tags: [tag('/info/index', 2), tag('/info/address', 1)] });
    const { router } = renderApp('/info/index');
    const bar = await screen.findByRole('navigation', { name: '已打开的页面' });
    expect(within(bar).getByText('收货地址')).toBeInTheDocument();
    await screen.findByLabelText('姓名');
    expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(1);

    await act(() => router.navigate('/info/address'));
    await waitFor(() => expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(2));
    await waitFor(() =>
      expect(document.querySelector('.keep-alive-page:not([hidden]) .ant-card')).not.toBeNull(),
    );
  });
});
