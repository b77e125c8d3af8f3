/** Chinese, the default language. */
export const zh = {
  'app.name': '学车',
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.backHome': '返回首页',
  'common.cancel': '取消',
  'common.save': '保存',
  'common.close': '关闭',
  'common.empty': '暂无内容',
  'common.pageError': '这个页面出了点问题，请重试。',
  'common.networkError': '网络连接失败，请检查网络后重试',
  'common.notFound': '页面不存在',
  'common.notFoundWentHome': '页面不存在，已为您返回首页',
  'common.otherRolePage': '该页面不对您的账号开放，已为您返回首页',
  'tab.home': '首页',
  'tab.indent': '我的课程',
  'tab.center': '个人中心',
  'tab.coachIndex': '工作台',
  'tab.coachEarnings': '收益',
  'tab.coachCenter': '我的',
  'error.server': '服务器内部错误，请联系客服！',
  'error.userInfo': '获取用户信息失败！',
  'login.sessionExpired': '登录已失效，多次自动重试未成功，请重新登录。',
  'login.inProgress': '正在登录…',
};

export type MessageKey = keyof typeof zh;
