import { create } from 'zustand';
import { prefix } from './storage-keys';
import { onSessionEnd } from './lifecycle';

/**
 * The lock state (§4). Locking takes the operator to /lock, which unmounts every page (nothing of the work
 * stays in the DOM to be read), and it survives a reload. Unlocking needs the account password, checked by
 * the server.
 */
const KEY = `${prefix}-locked`;

const read = (): boolean => {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

export const useLock = create<{ locked: boolean; from: string }>(() => ({
  locked: read(),
  from: sessionStorage.getItem(`${KEY}-from`) ?? '/wel/index',
}));

export const lockScreen = {
  /** Lock, remembering where to return after unlocking. */
  lock(from: string): void {
    sessionStorage.setItem(KEY, '1');
    sessionStorage.setItem(`${KEY}-from`, from);
    useLock.setState({ locked: true, from });
  },
  unlock(): string {
    const { from } = useLock.getState();
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(`${KEY}-from`);
    useLock.setState({ locked: false, from: '/wel/index' });
    return from;
  },
};

onSessionEnd(() => useLock.setState({ locked: false, from: '/wel/index' }));
