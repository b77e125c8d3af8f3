/** Chinese, the default language. */
export const zh = {
  'list.more': '加载更多',
  'list.end': '没有更多了',
  'list.moreFailed': '更多内容加载失败',
  'pull.idle': '下拉刷新',
  'pull.ready': '释放刷新',
  'pull.refreshing': '刷新中…',
  'pull.failed': '刷新失败，请稍后再试',
};

export type MessageKey = keyof typeof zh;
