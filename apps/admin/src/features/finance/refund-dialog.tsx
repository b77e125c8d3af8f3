import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { money, yuanToFen } from '../../lib/format';
import { useSubmit } from '../../lib/submit';

/** The refund's idempotency key, chosen when the dialog opens: a retry of the same refund refunds once. */
const newRefundNo = () => `C${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** What the amount typed in yuan means in fen, or why it cannot be refunded. */
function checkAmount(text: string, refundable: number): { fen: number } | { problem: string } {
  const fen = yuanToFen(text);
  if (fen === null) return { problem: '请输入金额（元），如 12 或 12.50' };
  if (fen < 1) return { problem: '退款金额须大于 0' };
  if (fen > refundable) return { problem: `超过可退金额 ${money(refundable)}` };
  return { fen };
}

/**
 * Refund from the order page: the amount in yuan (the whole remainder by default) and a reason, then a
 * confirmation naming the amount before anything is sent. The server refuses more than is left, in words
 * shown here as it says them.
 */
export function RefundDialog({ orderNo, refundable, buyer }: { orderNo: string; refundable: number; buyer: string }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [refundNo, setRefundNo] = useState(newRefundNo);
  const checked = checkAmount(amount, refundable);
  const refund = useSubmit(
    (fen: number) =>
      api('POST /admin/finance/order/refund', {
        body: { order_no: orderNo, amount: fen, refund_no: refundNo, reason: reason.trim() },
      }),
    {
      success: (_data, fen) => `已退款 ${money(fen)}`,
      refetch: [['admin', 'finance']],
      done: () => setOpen(false),
      failed: (error) => {
        // The server answered (a refusal): a new attempt is a new refund. A lost answer keeps the number.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) setRefundNo(newRefundNo());
        setConfirming(false);
      },
    },
  );
  const start = () => {
    setAmount((refundable / 100).toFixed(2));
    setReason('');
    setConfirming(false);
    setRefundNo(newRefundNo());
    refund.reset();
    setOpen(true);
  };
  const ready = 'fen' in checked && reason.trim().length > 0;
  return (
    <>
      <Button danger disabled={refundable < 1} onClick={start} data-testid="refund-open">
        退款
      </Button>
      <Modal
        title={confirming ? '确认退款' : '退款'}
        open={open}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          confirming
            ? [
                <Button key="back" onClick={() => setConfirming(false)} disabled={refund.isPending}>
                  返回修改
                </Button>,
                <Button
                  key="go"
                  danger
                  type="primary"
                  loading={refund.isPending}
                  onClick={() => 'fen' in checked && refund.mutate(checked.fen)}
                  data-testid="refund-confirm"
                >
                  确认退款
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => setOpen(false)}>
                  取消
                </Button>,
                <Button
                  key="next"
                  type="primary"
                  danger
                  disabled={!ready}
                  onClick={() => setConfirming(true)}
                  data-testid="refund-next"
                >
                  下一步
                </Button>,
              ]
        }
      >
        {refund.error && <Alert type="error" title={refund.error.message} showIcon style={{ marginBottom: 16 }} />}
        {confirming && 'fen' in checked ? (
          <Typography.Paragraph data-testid="refund-summary">
            向 {buyer} 原路退回 <Typography.Text strong>{money(checked.fen)}</Typography.Text>
            （订单 {orderNo}）。教练的佣金将按退款比例冲减。原因：{reason.trim()}
          </Typography.Paragraph>
        ) : (
          <Form layout="vertical">
            <Form.Item
              label={`退款金额（元），可退 ${money(refundable)}`}
              validateStatus={'problem' in checked ? 'error' : ''}
              help={'problem' in checked ? checked.problem : undefined}
            >
              <Input
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                prefix="¥"
                inputMode="decimal"
                data-testid="refund-amount"
              />
            </Form.Item>
            <Form.Item label="退款原因" required>
              <Input.TextArea
                rows={3}
                maxLength={80}
                showCount
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder="会记入操作日志，并随退款发给微信支付"
                data-testid="refund-reason"
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
