import type { Messages } from '../zh';

export const memberTypes: Messages['memberTypes'] = {
  title: 'Member Levels',
};
