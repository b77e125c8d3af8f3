/** Chinese, the default language. */
export const zh = {
  'share.share': '分享',
  'share.shareGuide': '点击右上角「···」，发送给朋友或分享到朋友圈',
  'share.shareCopied': '链接已复制，去粘贴给朋友吧',
  'share.shareFailed': '分享失败，请稍后重试',
  'share.shared': '已分享',
  'share.gotIt': '知道了',
};

export type MessageKey = keyof typeof zh;
