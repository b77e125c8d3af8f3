import { Tag } from 'antd';

type Labels = Record<string, { text: string; color: string }>;

export const ORDER_STATES: Labels = {
  created: { text: '待支付', color: 'default' },
  paid: { text: '已支付', color: 'success' },
  refunded: { text: '已退款', color: 'warning' },
  closed: { text: '已关闭', color: 'default' },
};

const REFUND_STATES: Labels = {
  processing: { text: '退款中', color: 'processing' },
  success: { text: '退款成功', color: 'success' },
  closed: { text: '退款关闭', color: 'default' },
  abnormal: { text: '退款异常', color: 'error' },
};

export const WITHDRAWAL_STATES: Labels = {
  reviewing: { text: '待审核', color: 'processing' },
  transferring: { text: '转账中', color: 'processing' },
  wait_user_confirm: { text: '待教练确认收款', color: 'processing' },
  success: { text: '已到账', color: 'success' },
  failed: { text: '失败', color: 'error' },
  cancelled: { text: '已撤销', color: 'default' },
};

function StateTag({ labels, status }: { labels: Labels; status: string }) {
  return <Tag color={labels[status]?.color ?? 'default'}>{labels[status]?.text ?? status}</Tag>;
}

export const OrderStateTag = ({ status }: { status: string }) => <StateTag labels={ORDER_STATES} status={status} />;
export const RefundStateTag = ({ status }: { status: string }) => <StateTag labels={REFUND_STATES} status={status} />;
export const WithdrawalStateTag = ({ status }: { status: string }) => (
  <StateTag labels={WITHDRAWAL_STATES} status={status} />
);
