/** Chinese, the default language. */
export const zh = {
  'field.current': '当前考场',
  'field.none': '尚未选择考场',
  'field.switch': '切换考场',
  'field.choose': '选择考场',
};

export type MessageKey = keyof typeof zh;
