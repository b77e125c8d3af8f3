import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { ReasonInput } from '../../lib/reason-input';
import { useSubmit } from '../../lib/submit';

/**
 * Disable (their sessions end at once and they cannot sign in) or enable an account, with a reason that goes
 * into the audit log (and, for a disabled account, into the message their phone shows).
 */
export function DisableDialog({ id, nickname, disabled }: { id: number; nickname: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const next = !disabled;
  const change = useSubmit(
    () => api('POST /admin/users/disable', { body: { id, disabled: next, reason: reason.trim() } }),
    { success: next ? '已停用' : '已启用', refetch: [['admin', 'users']], done: () => setOpen(false) },
  );
  const action = next ? '停用账号' : '启用账号';
  return (
    <>
      <Button
        danger={next}
        onClick={() => {
          setReason('');
          change.reset();
          setOpen(true);
        }}
        data-testid="user-disable-open"
      >
        {action}
      </Button>
      <Modal
        title={`${action}：${nickname}`}
        open={open}
        okText={`确认${action}`}
        cancelText="取消"
        okButtonProps={{ danger: next, disabled: !reason.trim(), loading: change.isPending }}
        onOk={() => change.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {change.error && <Alert type="error" title={change.error.message} showIcon style={{ marginBottom: 16 }} />}
        <Typography.Paragraph>
          {next
            ? '停用后，该用户的登录立即失效，且在重新启用前无法再次登录。'
            : '启用后，该用户可以重新登录（之前的登录不会恢复）。'}
        </Typography.Paragraph>
        <ReasonInput
          value={reason}
          onChange={setReason}
          placeholder={next ? '停用原因（用户登录时会看到）' : '启用原因'}
          testId="user-disable-reason"
        />
      </Modal>
    </>
  );
}
