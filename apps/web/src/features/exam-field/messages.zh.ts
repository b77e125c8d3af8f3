/** Chinese, the default language. */
export const zh = {
  'error.fieldSwitch': '切换考场失败，请重试。',
  'field.pickerTitle': '选择考场',
  'field.chooseCity': '选择城市',
  'field.otherCities': '换个城市',
  'field.noFields': '该城市暂无考场',
  'field.noCities': '暂无开通考场的城市',
  'field.fieldCount': '{n} 个考场',
  'field.switched': '已切换到{name}',
  'location.locating': '正在获取您的位置…',
  'location.matching': '正在为您匹配附近的考场…',
  'location.failed': '无法获取您的位置，请手动选择考场',
  'location.found': '已为您选择考场：{name}',
};

export type MessageKey = keyof typeof zh;
