/** Issue 22 (members and marketing): being written. */
export const members = {
  title: '会员列表',
};
