import { Input, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * A confirmation that needs a reason (it goes into the audit log): the button stays off until one is typed.
 * `children` shows above the reason (what is about to happen, a choice that goes with it).
 */
export function ReasonDialog({
  open,
  title,
  okText,
  placeholder,
  busy,
  onOk,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  okText: string;
  placeholder: string;
  busy: boolean;
  onOk: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
  testId: string;
}) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: reason.trim().length < 2, ...{ 'data-testid': `${testId}-confirm` } }}
      confirmLoading={busy}
      onOk={() => onOk(reason.trim())}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
      <Input.TextArea
        rows={2}
        maxLength={80}
        showCount
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={placeholder}
        data-testid={`${testId}-reason`}
      />
    </Modal>
  );
}
