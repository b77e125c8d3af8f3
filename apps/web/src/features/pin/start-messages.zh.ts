/** Chinese, the default language: the sentences of the area's start page and what it shows. */
export const zh = {
  'nav.label': '拼车导航',
  'nav.home': '首页',
  'nav.messages': '消息',
  'nav.mine': '我的',
  'nav.unread': '{n} 条未读',

  'home.title': '考场拼车',
  'home.toField': '去 {field} 的车',
  'home.changeField': '换考场',
  'home.intro': '考试当天一早，和同考场的学员拼车去考场。',
  'home.search': '找行程',
  'home.offer': '我是车主，发布行程',
  'home.empty': '最近没有去这个考场的车。可以换个日期或考场看看，或者自己发布一个行程。',
  'home.searchOther': '按日期、考场或距离查找',
  'home.noField': '先选择您要去的考场，就能看到去那里的车。',
  'home.pickField': '选择考场',

  'day.today': '今天',
  'day.tomorrow': '明天',
  'day.afterTomorrow': '后天',

  'trips.loadFailed': '行程加载失败，请重试',
  'trips.end': '没有更多行程了',

  'trip.farePerSeat': '¥{fare}/座',
  'trip.via': '途经 {places}',
  'trip.seatsLeft': '余 {n} 座（共 {total} 座）',
  'trip.full': '已满座',
  'trip.distance': '距您 {d}',
  'trip.verified': '已认证',
  'trip.mine': '我发布的',
  'trip.status.departed': '已出发',
  'trip.status.cancelled': '车主已取消',

  'booking.status.pending': '待确认',
  'booking.status.confirmed': '已确认',
  'booking.status.declined': '已婉拒',
  'booking.status.cancelled': '已取消',

  'owner.pendingCount': '{n} 个待确认',
};

export type MessageKey = keyof typeof zh;
