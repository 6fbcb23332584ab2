/** Issue 22 (members and marketing): being written. */
export const memberTypes = {
  title: '会员类型',
};
