import type { Sentences } from './sentences';

/** Exam fields, cities, places and notices. */
export const fieldsMessages = {
  field_not_found: { zh: '考场不存在', en: 'This exam field does not exist' },
  field_retired: { zh: '该考场已停用，请选择其他考场', en: 'This exam field has been retired; please pick another' },
  field_name_taken: {
    zh: '该城市已有名为“{name}”的考场',
    en: 'This city already has an exam field named “{name}”',
  },
  city_adcode_taken: {
    zh: '行政区划代码 {adcode} 已被其他城市使用',
    en: 'Another city already has the division code {adcode}',
  },
  city_not_found: { zh: '该城市暂未开通考场', en: 'There are no exam fields in this city yet' },
  notice_not_found: { zh: '公告不存在或已下线', en: 'This notice does not exist or has ended' },
  place_not_found: { zh: '无法识别该位置', en: 'This location could not be identified' },
  map_no_route: {
    zh: '地图服务找不到经过这些地点的驾车路线',
    en: 'The map service found no driving route through these places',
  },
} as const satisfies Sentences;
