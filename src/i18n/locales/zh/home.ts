export const home = {
  title: '首页',
  greeting: '{{name}}，您好',
  currentPlace: '当前场所',
  placeType: '场所类型',
  edition: '版本',
  menu: '我的菜单',
  notAvailableTitle: '功能建设中',
  notAvailableBody: '“{{name}}”页面尚未上线，敬请期待。',
};
