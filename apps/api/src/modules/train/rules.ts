import type { TrainRules } from '@xueche/contract';
import type { Db } from '../../db/client';
import { readSettings } from '../settings';

/** The coach-for-hire rules from settings, with the sentence the pay page shows before paying. */
export async function trainRules(db: Db): Promise<TrainRules> {
  const s = await readSettings(db, ['train.refund_hours', 'train.fee_bp', 'order.close_minutes']);
  const refundHours = s['train.refund_hours'];
  const holdMinutes = s['order.close_minutes'];
  return {
    refund_hours: refundHours,
    fee_bp: s['train.fee_bp'],
    hold_minutes: holdMinutes,
    text: `开始前 ${refundHours} 小时以前取消，全额退款；之后取消不退款。下单后 ${holdMinutes} 分钟内未支付，所选时段自动释放。`,
  };
}
