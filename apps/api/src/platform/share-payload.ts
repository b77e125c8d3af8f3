import type { SharePayload } from '@xueche/contract';

/** Share titles per area (docs/product.md#sharing). */
const shareTitles: [prefix: string, title: string, desc: string][] = [
  ['/light', '夜间灯光模拟考试，语音播报随时练', '按考场真实指令练习灯光操作，5秒内完成才算过'],
  ['/train', '找陪练教练，按小时预约练车', '认证教练一对一陪练，价格透明'],
  ['/poster', '教练招生，扫码报名', '认准认证教练，学费全程平台担保'],
  ['/coach-zs', '教练招生，扫码报名', '认准认证教练，学费全程平台担保'],
  ['/news', '学车资讯：考试新规与技巧', '考试政策、考场动态和备考经验'],
  ['/pin', '考场拼车，一起去考试', '车主发布行程，学员就近拼车去考场'],
];
const defaultShare = ['真实考场视频教程，考前看一遍心里有底', '科目一、科目四题库练习，考场路线与灯光模拟'] as const;

export function sharePayload(
  origin: string,
  query: { path: string; type?: number; field_id?: number; did?: string },
): SharePayload {
  const [, title, desc] = shareTitles.find(([prefix]) => query.path.startsWith(prefix)) ?? ['', ...defaultShare];
  const link = new URL(query.path, origin);
  if (query.did) link.searchParams.set('did', query.did);
  if (query.field_id) link.searchParams.set('field_id', String(query.field_id));
  if (query.type) link.searchParams.set('type', String(query.type));
  return { title, desc, link: link.toString(), imgUrl: new URL('/static/share-icon.png', origin).toString() };
}
