import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Typography } from 'antd';
import { api } from '../../lib/api';
import { money } from '../../lib/format';
import { Decision } from './decision';
import { askedAtColumn, ReviewTable } from './review-table';

type Item = AdminApiMap['GET /admin/reviews/withdrawals']['response']['list'][number];

const KEY = ['admin', 'reviews', 'withdrawals'] as const;

/**
 * '/admin/withdrawals' (finance, admin): coaches' withdrawals above the review threshold. Approval asks WeChat
 * Pay for the transfer at once; a rejection returns the amount to the coach's balance.
 */
export default function WithdrawalsPage() {
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => api('GET /admin/reviews/withdrawals') });
  return (
    <div data-testid="withdrawals">
      <Typography.Title level={4}>大额提现审核</Typography.Title>
      <ReviewTable<Item>
        list={data?.list}
        error={error}
        loading={isPending}
        columns={[
          askedAtColumn,
          { title: '教练', dataIndex: 'name' },
          { title: '手机', dataIndex: 'phone' },
          { title: '金额', dataIndex: 'amount', render: money },
          { title: '提现后余额', dataIndex: 'balance_after', render: money },
          {
            title: '操作',
            key: 'decide',
            render: (_: unknown, w: Item) => (
              <Decision
                route="POST /admin/reviews/withdrawals/decide"
                id={w.id}
                listKey={KEY}
                approveText="通过并打款"
                confirm={`确认向 ${w.name} 打款 ${money(w.amount)}？`}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
