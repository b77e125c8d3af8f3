import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { money } from '../../lib/format';
import { TrendChart } from './trend-chart';

const PENDING_LABELS = {
  certifications: '教练认证',
  withdrawals: '大额提现',
  class_applications: '报班申请',
  theory_applications: '理论课开通',
  pin_owners: '拼车车主',
  site_practice: '考场练车',
  train_checks: '陪练认证',
} as const;

/** '/admin/dashboard': today in China time, what waits, and the last 30 days. */
export default function DashboardPage() {
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api('GET /admin/dashboard'),
    refetchInterval: 60_000,
  });
  if (error) return <Alert type="error" title={error.message} showIcon />;
  if (isPending) return <Skeleton active />;
  const { today, pending, days } = data;
  return (
    <div data-testid="dashboard">
      <Typography.Title level={4}>今日概览</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={4}>
          <Card>
            <Statistic title="新增用户" value={today.new_users} data-testid="today-new-users" />
          </Card>
        </Col>
        <Col span={4}>
          <Card>
            <Statistic title="支付订单" value={today.paid_orders} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="收入" value={money(today.revenue_fen)} />
          </Card>
        </Col>
        <Col span={5}>
          <Card>
            <Statistic title="退款" value={today.refunds} suffix={`笔 / ${money(today.refunded_fen)}`} />
          </Card>
        </Col>
        <Col span={5}>
          <Card>
            <Statistic title="待处理纠错" value={data.error_reports_open} />
          </Card>
        </Col>
      </Row>

      <Typography.Title level={4} style={{ marginTop: 24 }}>
        待审核
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {(Object.keys(PENDING_LABELS) as (keyof typeof PENDING_LABELS)[]).map((kind) => (
          <Col span={4} key={kind}>
            <Card size="small">
              <Link to={kind === 'withdrawals' ? '/withdrawals' : `/reviews/${kind.replaceAll('_', '-')}`}>
                <Statistic title={PENDING_LABELS[kind]} value={pending[kind]} data-testid={`pending-${kind}`} />
              </Link>
            </Card>
          </Col>
        ))}
      </Row>

      <Typography.Title level={4} style={{ marginTop: 24 }}>
        近 30 天
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Card title="新增用户" size="small">
            <TrendChart label="近 30 天每日新增用户" days={days} value={(i) => days[i]?.new_users ?? 0} />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="支付订单" size="small">
            <TrendChart
              label="近 30 天每日支付订单"
              days={days}
              value={(i) => days[i]?.paid_orders ?? 0}
              color="var(--success-bright)"
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="收入" size="small">
            <TrendChart
              label="近 30 天每日收入"
              days={days}
              value={(i) => days[i]?.revenue_fen ?? 0}
              format={money}
              color="var(--gold-bright)"
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="退款" size="small">
            <TrendChart
              label="近 30 天每日退款金额"
              days={days}
              value={(i) => days[i]?.refunded_fen ?? 0}
              format={money}
              color="var(--danger-bright)"
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
