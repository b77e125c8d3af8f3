import { Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { LedgerTab } from './ledger-tab';
import { OrdersTab } from './orders-tab';
import { ReconciliationTab } from './reconciliation-tab';
import { WithdrawalHistoryTab } from './withdrawal-history-tab';

/** The parts of finance, by their path under /finance; what follows the part is its own (an order number…). */
const PARTS = [
  { key: 'orders', label: '订单', Tab: OrdersTab },
  { key: 'ledger', label: '佣金账本', Tab: LedgerTab },
  { key: 'withdrawals', label: '提现记录', Tab: WithdrawalHistoryTab },
  { key: 'reconciliation', label: '每日对账', Tab: ReconciliationTab },
] as const;

/**
 * '/admin/finance/<part>' (finance, admin): orders and refunds, each coach's commission ledger, every
 * withdrawal with its trail, and the day's reconciliation with WeChat Pay.
 */
export default function FinancePage() {
  const [part = PARTS[0].key, ...rest] = (useParams()['*'] ?? '').split('/');
  const navigate = useNavigate();
  const active = PARTS.find((p) => p.key === part) ?? PARTS[0];
  return (
    <div data-testid="finance">
      <Typography.Title level={4}>财务</Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(`/finance/${key}`)}
        destroyOnHidden
        items={PARTS.map(({ key, label, Tab }) => ({
          key,
          label: <span data-testid={`tab-${key}`}>{label}</span>,
          children: <Tab item={key === active.key ? rest.join('/') : ''} />,
        }))}
      />
    </div>
  );
}
