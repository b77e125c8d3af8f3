import type { AdminApiRoute } from '@xueche/contract';
import { Button, Modal, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { ReasonInput } from '../../lib/reason-input';
import { useSubmit } from '../../lib/submit';

/** The decision endpoints: each takes {id, decision, reason}. */
export type DecideRoute = Extract<
  AdminApiRoute,
  | 'POST /admin/reviews/certifications/decide'
  | 'POST /admin/reviews/withdrawals/decide'
  | 'POST /admin/reviews/class-applications/decide'
  | 'POST /admin/reviews/theory-applications/decide'
  | 'POST /admin/reviews/pin-owners/decide'
  | 'POST /admin/reviews/site-practice/decide'
  | 'POST /admin/reviews/train-checks/decide'
>;

/**
 * Approve (after a confirmation) or reject (with a reason the person will read) one item; the list and the
 * dashboard's counts are fetched again after. The server's refusal (a 409 when someone decided first, a 400
 * without a reason) is shown as it words it.
 */
export function Decision({
  route,
  id,
  listKey,
  approveText = '通过',
  confirm = '确认通过？',
  approveBlocked,
}: {
  route: DecideRoute;
  id: number;
  listKey: readonly unknown[];
  approveText?: string;
  confirm?: string;
  /** Why approving cannot happen yet (the button is disabled and says so); rejecting still can. */
  approveBlocked?: string;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useSubmit(
    (input: { decision: 'approve' | 'reject'; reason: string }) =>
      api(route, { body: { id, decision: input.decision, reason: input.reason } }),
    {
      success: (_data, input) => (input.decision === 'approve' ? '已通过' : '已驳回'),
      refetch: [listKey, ['admin', 'dashboard']],
      done: () => {
        setRejecting(false);
        setReason('');
      },
    },
  );
  return (
    <Space>
      {approveBlocked ? (
        <Tooltip title={approveBlocked}>
          <Button type="primary" disabled data-testid={`approve-${id}`}>
            {approveText}
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={confirm}
          okText="确认"
          cancelText="取消"
          onConfirm={() => decide.mutate({ decision: 'approve', reason: '' })}
        >
          <Button type="primary" loading={decide.isPending} data-testid={`approve-${id}`}>
            {approveText}
          </Button>
        </Popconfirm>
      )}
      <Button danger onClick={() => setRejecting(true)} data-testid={`reject-${id}`}>
        驳回
      </Button>
      <Modal
        title="驳回原因"
        open={rejecting}
        okText="驳回"
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: decide.isPending }}
        onOk={() => decide.mutate({ decision: 'reject', reason: reason.trim() })}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <ReasonInput value={reason} onChange={setReason} placeholder="对方会看到这段原因" testId="reject-reason" />
      </Modal>
    </Space>
  );
}
