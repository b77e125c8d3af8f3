/** A booking's conversation (the shuttle's and the coach-for-hire's), the parts both areas share. */
export const zh = {
  'chat.empty': '还没有消息，打个招呼吧。',
  'chat.reconnecting': '网络不太好，正在重新连接…',
  'chat.label': '消息内容',
  'chat.placeholder': '说点什么…',
  'chat.send': '发送',
  'chat.sendFailed': '发送没有成功，请重试',
  'chat.tooLong': '一条消息最多 500 个字',
  'chat.me': '我：',
  'chat.noneYet': '还没有消息',
} as const;

export type MessageKey = keyof typeof zh;
