/** Chinese, the default language. */
export const zh = {
  'invite.title': '诚邀您成为教练',
  'invite.body': '注册成为平台教练，招收学员、获得收益。',
  'invite.register': '注册成为教练',
  'invite.later': '以后再说',
};

export type MessageKey = keyof typeof zh;
