import { session } from '@/session/session-store';
import { FRONT_DESK_READY, FRONT_DESK_TOKEN, openFrontDesk } from './front-desk';

describe('front-desk handoff', () => {
  it('opens the client without a token in its URL and posts the token only to its origin once it is ready', () => {
    session.setTokens({ aToken: 'tok-1', rToken: 'r', datetime: Date.now() }, false);
    const postMessage = vi.fn();
    const win = { postMessage } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(win);
    openFrontDesk('https://desk.example.cn/#/handoff');
    expect(open.mock.calls[0]![0]).toBe('https://desk.example.cn/#/handoff');
    expect(String(open.mock.calls[0]![0])).not.toContain('tok-1');
    // a message from another origin or another window gets nothing
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: FRONT_DESK_READY },
        origin: 'https://evil.example',
        source: win as never,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: FRONT_DESK_READY },
        origin: 'https://desk.example.cn',
        source: window,
      }),
    );
    expect(postMessage).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: FRONT_DESK_READY },
        origin: 'https://desk.example.cn',
        source: win as never,
      }),
    );
    expect(postMessage).toHaveBeenCalledWith(
      { type: FRONT_DESK_TOKEN, token: 'tok-1', placeId: undefined },
      'https://desk.example.cn',
    );
    open.mockRestore();
  });
});
