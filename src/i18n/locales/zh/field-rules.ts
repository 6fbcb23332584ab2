/** Messages of the §5 helper rules (utils/field-rules.ts); the spec names these rules without quoting them. */
export const fieldRules = {
  digits3to12: '请输入3-12位数字',
  landline: '请输入正确的座机号码',
  url: '请输入正确的网址',
  ipv4: '请输入正确的IP地址',
  money: '请输入正确的金额，最多两位小数',
  rating: '请输入0.1-9.9之间的评分',
  // the domain kit's generic rules (src/domain/entity.ts), when a field names no message of its own
  imagesBad: '图片地址不正确',
  tooManyImages: '最多上传{{max}}张图片',
  remarkTooLong: '备注不能超过{{max}}个字符',
  format: '格式不正确',
  range: '请输入{{min}}-{{max}}之间的数值',
  maxLength: '最多输入{{max}}个字符',
  maxItems: '最多选择{{max}}项',
  sort: '排序须为0-9999之间的整数',
  personName: '姓名只能包含中文、字母、间隔号和空格',
  moneyRange: '金额须在{{min}}-{{max}}之间，最多两位小数',
  count: '数量须为{{min}}-{{max}}之间的整数',
  // a number the page bounds itself (crud/field-kinds boundsRules): refused, never clamped (issue 17)
  atLeast: '请输入不小于{{min}}的数值',
  atMost: '请输入不大于{{max}}的数值',
  whole: '请输入整数',
  decimals: '最多{{places}}位小数',
};
