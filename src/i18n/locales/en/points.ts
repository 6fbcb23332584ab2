import type { Messages } from '../zh';

export const points: Messages['points'] = {
  title: 'Points',
};
