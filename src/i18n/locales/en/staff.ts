import type { Messages } from '../zh';

export const staff: Messages['staff'] = {
  positionTitle: 'Positions',
  positionEntity: 'position',
  positionName: 'Position',
  positionNameRequired: 'Enter the position name',
  positionNameTaken: 'A position with this name already exists',
  positionInUse: 'Notices are still addressed to this position: change their positions first',
  sort: 'Order',
  sortHint: 'Smaller numbers come first',
  noticeCount: 'Notices',
  remark: 'Remark',
  createTime: 'Created',
};
