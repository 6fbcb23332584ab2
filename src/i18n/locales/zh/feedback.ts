/** 意见反馈 (§2 Dialogs, §8). */
export const feedback = {
  open: '意见反馈',
  title: '意见反馈',
  placeholder: '请描述您遇到的问题或建议，可插入截图',
  empty: '反馈内容不能为空',
  cancel: '取消',
  submit: '提交',
};
