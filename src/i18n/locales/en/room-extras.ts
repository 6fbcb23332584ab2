import type { Messages } from '../zh';

export const roomExtras: Messages['roomExtras'] = {
  title: '',
};
