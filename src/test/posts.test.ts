import { LOGIN_PATH } from '@/api/client';
import { postsTo, requestsFromNow } from './posts';
import { signIn } from './sign-in';

describe('the request watchers of the tests', () => {
  it('requestsFromNow sees every request made after it is called, postsTo the POSTs to its path', async () => {
    await signIn();
    const sent = requestsFromNow();
    const logins = postsTo(LOGIN_PATH);
    expect(sent).toEqual([]);
    await signIn();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(new RegExp(`^POST http.*${LOGIN_PATH}$`));
    expect(logins).toHaveLength(1);
  });
});
