/** Chinese, the default language: the sentences of the area's start page and what it shows. */
export const zh = {
  'tab.label': '陪练导航',
  'tab.home': '陪练首页',
  'tab.messages': '消息',
  'tab.mine': '我的',
  'tab.unread': '{n} 条未读',

  'type.novice': '新手上路',
  'type.pre_exam': '考前陪练',
  'type.auto': '自动挡',
  'type.manual': '手动挡',
  'type.female': '女教练',
  'type.highway': '高速陪驾',
  'type.parking': '停车入库',
  'type.night': '夜间陪练',

  'badge.identity': '实名',
  'badge.plate': '车辆',
  'badge.licence': '驾照',

  'car.auto': '自动挡',
  'car.manual': '手动挡',

  'day.today': '今天',
  'day.tomorrow': '明天',
  'day.afterTomorrow': '后天',

  'home.title': '陪练教练',
  'home.intro': '认证教练一对一陪练，按小时预约，价格透明。',
  'home.coachEntry': '我是教练，管理我的陪练',

  'area.change': '切换区域',
  'area.wholeCity': '全城',
  'area.everywhere': '不限城市',

  'filter.type': '陪练类型',
  'filter.allTypes': '全部',
  'filter.sort': '排序',
  'sort.rating': '评分最高',
  'sort.price': '价格最低',
  'sort.distance': '离我最近',
  'sort.locating': '正在获取您的位置…',
  'sort.refused': '没有拿到您的位置（可能未允许定位），无法按距离排序，已按评分排序。',
  'sort.retry': '重新定位',

  'list.loadFailed': '教练加载失败，请重试',
  'list.end': '没有更多教练了',
  'list.empty': '这个区域还没有陪练教练，换个区域看看。',
  'list.emptyType': '这个区域暂时没有这类陪练，换个类型或区域看看。',
  'list.otherArea': '换个区域',

  'card.perHour': '¥{price}/小时',
  'card.reviews': '{n} 条评价',
  'card.noReviews': '暂无评价',
  'card.distance': '距您 {d}',
  'card.nextFree': '最早可约 {when}',
  'card.noFree': '近两周已约满',
};

export type MessageKey = keyof typeof zh;
