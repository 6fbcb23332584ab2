import type { Messages } from '../zh';

export const members: Messages['members'] = {
  title: 'Members',
};
