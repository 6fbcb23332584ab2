import type { Messages } from '../zh';

export const rooms: Messages['rooms'] = {
  title: '',
};
