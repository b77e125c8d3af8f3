/** Chinese, the default language: the home offers (loaded with them, not with the first screen). */
export const zh = {
  'offer.kicker': '新学员专享',
  'offer.price': '¥{price}',
  'offer.listPrice': '原价 ¥{price}',
  'offer.until': '{date} 前有效',
  'offer.buy': '立即抢购',
  'bind.title': '还没有绑定教练',
  'bind.text': '绑定你的教练后，可以在「我的教练」找到教练，并自己决定是否与教练共享练习进度。',
  'bind.go': '去绑定',
};

export type MessageKey = keyof typeof zh;
