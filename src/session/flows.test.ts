import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setFeedback } from '@/api/feedback';
import { signIn } from '@/test/sign-in';
import { ensureUser } from './flows';
import { session } from './session-store';

describe('ensureUser (§2: missing roles fetch the user; failure logs out)', () => {
  it('loads the user when missing', async () => {
    await signIn('13800138001');
    expect(await ensureUser()).toBe('ok');
    expect(session.get().user?.name).toBe('李晓梅');
  });

  it('ends the session when the server refuses', async () => {
    await signIn('13800138001');
    server.use(
      http.post('*/api/getUserInfo', () => HttpResponse.json({ code: 500, msg: '用户不存在', data: null })),
    );
    const restore = setFeedback({ error: vi.fn() });
    expect(await ensureUser()).toBe('refused');
    restore();
    expect(session.get().tokens).toBeNull();
  });

  it('keeps the session when the network fails (a page being left aborts its calls)', async () => {
    await signIn('13800138001');
    server.use(http.post('*/api/getUserInfo', () => HttpResponse.error()));
    const restore = setFeedback({ error: vi.fn() });
    expect(await ensureUser()).toBe('transient');
    restore();
    expect(session.get().tokens).not.toBeNull();
  });
});
