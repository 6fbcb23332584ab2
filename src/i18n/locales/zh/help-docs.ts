/** /info/helpDocument: the HELP_DOCUMENT dictionary group as a list of documents. */
export const helpDocs = {
  title: '帮助文档',
  search: '搜索文档',
  searchPlaceholder: '输入标题或说明中的关键字',
  open: '查看文档',
  opensInNewTab: '（在新标签页打开）',
  empty: '暂无帮助文档',
  noMatch: '没有找到与“{{q}}”相关的文档',
  count: '共 {{count}} 篇',
  loadFailed: '帮助文档加载失败',
  retry: '重试',
};
