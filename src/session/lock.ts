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

export const useLock = create<{ locked: boolean; from: string; name: string }>(() => ({
  locked: read(),
  from: sessionStorage.getItem(`${KEY}-from`) ?? '/wel/index',
  // who locked it, to show on the lock page even after a reload (no call while locked)
  name: sessionStorage.getItem(`${KEY}-name`) ?? '',
}));

export const lockScreen = {
  /** Lock, remembering where to return after unlocking. */
  lock(from: string, name = ''): void {
    sessionStorage.setItem(KEY, '1');
    sessionStorage.setItem(`${KEY}-from`, from);
    sessionStorage.setItem(`${KEY}-name`, name);
    useLock.setState({ locked: true, from, name });
  },
  /** Unlock (after the server accepted the password, here or in another tab); `from` stays for the lock page. */
  unlock(): string {
    const { from } = useLock.getState();
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(`${KEY}-from`);
    sessionStorage.removeItem(`${KEY}-name`);
    useLock.setState({ locked: false, name: '' });
    return from;
  },
};

onSessionEnd(() => useLock.setState({ locked: false, from: '/wel/index', name: '' }));
