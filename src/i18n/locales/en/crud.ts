import type { Messages } from '../zh';

export const crud: Messages['crud'] = {
  title: '',
};
