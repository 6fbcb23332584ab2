export const home = {
  title: '首页',
  greeting: '{{name}}，您好',
  currentPlace: '当前场所',
  placeType: '场所类型',
  edition: '版本',
  shellComing: '完整的工作台（菜单、标签页、顶栏）将在下一版本提供，现在可以从下面的菜单进入各功能。',
  menu: '我的菜单',
  permissions: '已授权的操作',
  permissionCount: '共 {{count}} 项',
  notAvailableTitle: '功能建设中',
  notAvailableBody: '“{{name}}”页面尚未上线，敬请期待。',
};
