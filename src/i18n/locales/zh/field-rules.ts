/** Messages of the §5 helper rules (utils/field-rules.ts); the spec names these rules without quoting them. */
export const fieldRules = {
  digits3to12: '请输入3-12位数字',
  landline: '请输入正确的座机号码',
  url: '请输入正确的网址',
  ipv4: '请输入正确的IP地址',
  money: '请输入正确的金额，最多两位小数',
  rating: '请输入0.1-9.9之间的评分',
};
