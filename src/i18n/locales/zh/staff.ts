export const staff = {
  positionTitle: '岗位管理',
  positionEntity: '岗位',
  positionName: '岗位名称',
  positionNameRequired: '请输入岗位名称',
  positionNameTaken: '岗位名称已存在',
  positionInUse: '该岗位还有公告发送，请先修改公告的接收岗位',
  sort: '排序',
  sortHint: '数字越小越靠前',
  noticeCount: '接收公告',
  remark: '备注',
  createTime: '创建时间',
};
