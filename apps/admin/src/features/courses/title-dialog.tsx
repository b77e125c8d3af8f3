import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';

/** A name to type (a chapter's, a course's): OK stays off until there is one; the server's refusal shows under it. */
export function TitleDialog({
  open,
  title,
  initial,
  saving,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: string;
  saving: boolean;
  error?: string;
  onSave: (value: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (open) setValue(initial);
  }, [open, initial]);
  return (
    <Modal
      title={title}
      open={open}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !value.trim(), loading: saving, ...{ 'data-testid': 'title-save' } }}
      onOk={() => onSave(value.trim())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 0 }}>
        <Input
          value={value}
          maxLength={40}
          showCount
          onChange={(e) => setValue(e.target.value)}
          data-testid="title-input"
        />
      </Form.Item>
    </Modal>
  );
}
