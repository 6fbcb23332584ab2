import type { Messages } from '../zh';

export const dashboard: Messages['dashboard'] = {
  title: '',
};
