/** Chinese, the default language. */
export const zh = {
  'history.title': '历史公告',
  'history.unread': '{n} 条未读',
  'history.allRead': '全部已读',
  'history.unreadMark': '未读',
  'history.empty': '暂无公告',
  'history.loadFailed': '公告加载失败',
  'history.more': '加载更多',
  'history.end': '没有更多公告了',
  'history.moreFailed': '更多公告加载失败',
  'info.loadFailed': '公告加载失败',
  'info.notFound': '这条公告不存在或已撤下',
  'info.toHistory': '查看历史公告',
  'info.open': '去看看',
};

export type MessageKey = keyof typeof zh;
