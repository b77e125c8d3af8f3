/** Chinese, the default language. */
export const zh = {
  'profile.student': '学员',
  'profile.coach': '教练',
  'profile.nickname': '昵称',
  'profile.editNickname': '修改昵称',
  'profile.nicknamePlaceholder': '1–20 个字',
  'profile.nicknameEmpty': '昵称不能为空',
  'profile.nicknameTooLong': '昵称最多 20 个字',
  'profile.saved': '已保存',
  'profile.field': '我的考场',
  'profile.noField': '尚未选择考场',
  'profile.changeField': '更换',
  'profile.language': '语言',
  'profile.logout': '退出登录',
  'profile.loggingOut': '正在退出…',
  'lang.zh': '中文',
  'lang.en': 'English',
  'notices.unread': '{n} 条未读',
};

export type MessageKey = keyof typeof zh;
