/** Issue 22 (members and marketing): being written. */
export const points = {
  title: '积分管理',
};
