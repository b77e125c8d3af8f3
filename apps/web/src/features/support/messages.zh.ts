/** Chinese, the default language. */
export const zh = {
  'service.title': '联系客服',
  'service.intro': '遇到问题可以随时找我们，也可以先看看使用帮助。',
  'service.loadFailed': '客服信息加载失败',
  'service.phone': '客服电话',
  'service.call': '拨打',
  'service.hours': '服务时间',
  'service.email': '客服邮箱',
  'service.gzh': '官方公众号',
  'service.gzhHint': '在微信中长按二维码，识别后关注',
  'service.qrAlt': '{name}的二维码',
  'service.none': '暂未提供电话和邮箱，可以先通过下面的方式获得帮助。',
  'service.self': '自助服务',
  'service.help': '使用帮助',
  'service.helpHint': '常见问题的解答',
  'service.report': '问题反馈',
  'service.reportHint': '题目有误或用着不顺，告诉我们',
  'service.wish': '学车心愿',
  'service.wishHint': '想要的新功能，写在心愿墙上',
  'about.summary':
    '学车是在微信里使用的驾考学习和驾校服务：学员练理论、考模拟、看课程和考场线路，教练招生、带学员、结算收益。',
  'about.version': '版本 {version}',
  'about.built': '构建于 {date}',
  'about.links': '协议与帮助',
  'about.privacy': '隐私政策',
  'about.terms': '用户协议',
  'about.service': '联系客服',
  'doc.loadFailed': '文档加载失败',
  'doc.updated': '更新日期：{date}',
  'doc.onlyChinese': '本文档暂无英文版本。',
};

export type MessageKey = keyof typeof zh;
