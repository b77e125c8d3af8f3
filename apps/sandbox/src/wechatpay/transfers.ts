import { randomBytes } from 'node:crypto';
import { beijingTime } from './transactions';

/**
 * 商家转账 states (docs/protocols.md#wechat-pay-transfers). The sandbox passes through WAIT_USER_CONFIRM, TRANSFERING and
 * CANCELING.
 */
export type BillState = 'WAIT_USER_CONFIRM' | 'TRANSFERING' | 'SUCCESS' | 'FAIL' | 'CANCELING' | 'CANCELLED';

export interface TransferRequest {
  appid: string;
  out_bill_no: string;
  transfer_scene_id: string;
  openid: string;
  transfer_amount: number;
  transfer_remark: string;
  notify_url?: string;
  user_recv_perception?: string;
  transfer_scene_report_infos?: { info_type: string; info_content: string }[];
}

export interface Bill {
  mchid: string;
  request: TransferRequest;
  transferBillNo: string;
  /** What the merchant's page hands to requestMerchantTransfer; it names this bill only. */
  packageInfo: string;
  state: BillState;
  failReason: string;
  createdAt: number;
  updatedAt: number;
}

/** WeChat closes a bill nobody confirmed after about a day, and the money goes back to the merchant. */
export const UNCONFIRMED_TTL_MS = 24 * 3600_000;

const TERMINAL: BillState[] = ['SUCCESS', 'FAIL', 'CANCELLED'];
export const isFinished = (bill: Bill) => TERMINAL.includes(bill.state);

const digits = (n: number) =>
  Array.from(randomBytes(n))
    .map((b) => String(b % 10))
    .join('');

/** The sandbox merchant's transfer bills, in memory like its payments. */
export class Transfers {
  private byOutNo = new Map<string, Bill>();
  private byPackage = new Map<string, Bill>();

  constructor(private readonly now: () => number) {}

  /** A new bill, or the same one for a repeated identical request (out_bill_no asks once). */
  create(mchid: string, request: TransferRequest): { ok: true; bill: Bill } | { ok: false; message: string } {
    const key = `${mchid}:${request.out_bill_no}`;
    const existing = this.byOutNo.get(key);
    if (existing) {
      const same =
        existing.request.transfer_amount === request.transfer_amount &&
        existing.request.openid === request.openid &&
        existing.request.appid === request.appid;
      return same ? { ok: true, bill: existing } : { ok: false, message: '商户单号重复，且与原单参数不一致' };
    }
    const at = this.now();
    const bill: Bill = {
      mchid,
      request,
      transferBillNo: `1330${digits(36)}`,
      packageInfo: randomBytes(33).toString('base64'),
      state: 'WAIT_USER_CONFIRM',
      failReason: '',
      createdAt: at,
      updatedAt: at,
    };
    this.byOutNo.set(key, bill);
    this.byPackage.set(bill.packageInfo, bill);
    return { ok: true, bill };
  }

  find(mchid: string, outBillNo: string): Bill | undefined {
    return this.expire(this.byOutNo.get(`${mchid}:${outBillNo}`));
  }

  findByPackage(packageInfo: string): Bill | undefined {
    return this.expire(this.byPackage.get(packageInfo));
  }

  /** Moves a bill on; false when it has already finished (a finished bill never changes). */
  move(bill: Bill, state: BillState, failReason = ''): boolean {
    if (isFinished(bill)) return false;
    bill.state = state;
    bill.failReason = failReason;
    bill.updatedAt = this.now();
    return true;
  }

  /** Bills left unconfirmed past their day are closed when next looked at. */
  private expire(bill: Bill | undefined): Bill | undefined {
    if (bill?.state === 'WAIT_USER_CONFIRM' && this.now() - bill.createdAt > UNCONFIRMED_TTL_MS) {
      this.move(bill, 'CANCELLED', '用户超时未确认收款');
      this.onExpired?.(bill);
    }
    return bill;
  }

  /** Told when a bill expires, so WeChat's notification goes out for it too. */
  onExpired?: (bill: Bill) => void;

  /** The bill as the query describes it. */
  describe(bill: Bill) {
    return {
      mch_id: bill.mchid,
      out_bill_no: bill.request.out_bill_no,
      transfer_bill_no: bill.transferBillNo,
      appid: bill.request.appid,
      state: bill.state,
      transfer_amount: bill.request.transfer_amount,
      transfer_remark: bill.request.transfer_remark,
      fail_reason: bill.failReason || undefined,
      openid: bill.request.openid,
      create_time: beijingTime(bill.createdAt),
      update_time: beijingTime(bill.updatedAt),
    };
  }

  /** The decrypted resource of MCHTRANSFER.BILL.FINISHED. */
  finished(bill: Bill) {
    return {
      out_bill_no: bill.request.out_bill_no,
      transfer_bill_no: bill.transferBillNo,
      state: bill.state,
      mch_id: bill.mchid,
      transfer_amount: bill.request.transfer_amount,
      openid: bill.request.openid,
      fail_reason: bill.failReason || undefined,
      create_time: beijingTime(bill.createdAt),
      update_time: beijingTime(bill.updatedAt),
    };
  }
}
