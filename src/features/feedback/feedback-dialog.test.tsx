import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb, server } from '@mocks/node';
import { FEEDBACK_TABLE } from '@mocks/domains/feedback/routes';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { FeedbackButton } from './feedback-button';
import { FEEDBACK_GUARD_MS } from './feedback-dialog';

type User = ReturnType<typeof userEvent.setup>;

/** The feedback calls that left the console. */
function countSends() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/feedback/add')) sent.push(request.url);
  });
  return sent;
}

const stored = () => mockDb().table(FEEDBACK_TABLE);

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: '意见反馈' }));
  const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
  // wangEditor is ready once it has built its toolbar
  await within(dialog).findByRole('button', { name: '粗体' });
  return dialog;
}

const editable = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: '意见反馈' });

/**
 * Type into the empty editor. jsdom has no contentEditable, so keys do nothing there (see
 * rich-text-editor.test.tsx); a paste is what wangEditor handles: a caret in the empty paragraph, then a
 * plain-text paste on it, as a browser would dispatch it.
 */
async function typeText(dialog: HTMLElement, text: string) {
  // under load wangEditor may read the caret later than the wait: a paste it did not take leaves no text, so
  // place the caret and paste again, waiting longer each time
  for (let attempt = 1; attempt <= 5; attempt++) {
    const leaf = editable(dialog).querySelector('[data-slate-zero-width]');
    if (!leaf?.firstChild) break;
    const range = document.createRange();
    range.setStart(leaf.firstChild, 0);
    range.collapse(true);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
    // wangEditor reads the selection throttled (100 ms)
    await act(() => new Promise((r) => setTimeout(r, 200 * attempt)));
    const paste = createEvent.paste(leaf);
    Object.defineProperty(paste, 'clipboardData', {
      value: {
        types: ['text/plain'],
        getData: (type: string) => (type === 'text/plain' ? text : ''),
        files: [],
        items: [],
      },
    });
    fireEvent(leaf, paste);
    try {
      await waitFor(() => expect(editable(dialog)).toHaveTextContent(text), { timeout: 1000 });
      return;
    } catch {
      // not taken: again
    }
  }
  await waitFor(() => expect(editable(dialog)).toHaveTextContent(text));
}

async function setup() {
  await signInTo('13800138000', 1001);
  const user = userEvent.setup();
  renderPage(<FeedbackButton />, { path: '/wel/index' });
  return user;
}

// the first test loads wangEditor, which takes seconds on a loaded CI machine
describe('意见反馈 (§2, §8)', { timeout: 30_000 }, () => {
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });

  it('is 60% wide, has no close icon, and neither a mask click nor Esc closes it', async () => {
    const user = await setup();
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('60%');
    expect(within(dialog).getByRole('button', { name: /取\s*消/ })).toBeInTheDocument();
    await user.click(document.querySelector('.ant-modal-wrap')!);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '意见反馈' })).toBeVisible();
    // only 取消 closes it
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '意见反馈' })).not.toBeInTheDocument());
  });

  it('refuses empty content with 反馈内容不能为空 and sends nothing', async () => {
    const user = await setup();
    const sent = countSends();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('反馈内容不能为空');
    expect(sent).toEqual([]);
    expect(screen.getByRole('dialog', { name: '意见反馈' })).toBeInTheDocument();
  });

  it('sends content, product 0, platform 0 and the user; success shows 提交成功 and closes; reopened it is empty', async () => {
    const user = await setup();
    const dialog = await openDialog(user);
    await typeText(dialog, '房态图希望能按楼层折叠');
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('提交成功');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '意见反馈' })).not.toBeInTheDocument());
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({
      userId: 10001,
      placeId: 1001,
      product: 0,
      platform: 0,
      content: '<p>房态图希望能按楼层折叠</p>',
    });

    const again = await openDialog(user);
    expect(editable(again)).toHaveTextContent('');
    expect(editable(again)).not.toHaveTextContent('房态图');
  });

  it('a double click sends once', async () => {
    const user = await setup();
    const sent = countSends();
    const dialog = await openDialog(user);
    await typeText(dialog, '交班报表导出很慢');
    await user.dblClick(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('提交成功');
    expect(sent).toHaveLength(1);
    expect(stored()).toHaveLength(1);
  });

  it(`a server error shows its message and keeps the text; a retry within ${FEEDBACK_GUARD_MS} ms is ignored`, async () => {
    const user = await setup();
    const sent = countSends();
    const dialog = await openDialog(user);
    await typeText(dialog, '测试故障 #fail');
    // only the clock the guard reads is fake (from here: the editor's throttles read it too)
    vi.useFakeTimers({ toFake: ['Date'] });
    const submit = () => user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await submit();
    await screen.findByText('反馈服务繁忙，请稍后再试');
    expect(screen.getByRole('dialog', { name: '意见反馈' })).toBeInTheDocument();
    expect(editable(dialog)).toHaveTextContent('测试故障 #fail');
    expect(sent).toHaveLength(1);

    act(() => vi.advanceTimersByTime(FEEDBACK_GUARD_MS - 100));
    await submit();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(sent).toHaveLength(1);
    act(() => vi.advanceTimersByTime(100));
    await submit();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(editable(dialog)).toHaveTextContent('测试故障 #fail');
    expect(stored()).toHaveLength(0);
  });
});
