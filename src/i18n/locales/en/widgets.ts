import type { Messages } from '../zh';

export const widgets: Messages['widgets'] = {
  title: '',
};
