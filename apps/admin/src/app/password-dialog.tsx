import { Form, Input, Modal } from 'antd';
import { api } from '../lib/api';
import { useSubmit } from '../lib/submit';

interface Values {
  current: string;
  next: string;
  again: string;
}

/** An operator changes their own password; their other sessions end. */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const change = useSubmit(
    (values: Values) => api('POST /admin/session/password', { body: { current: values.current, next: values.next } }),
    {
      success: '密码已修改',
      form,
      done: () => {
        form.resetFields();
        onClose();
      },
    },
  );
  const save = () => void form.validateFields().then((values) => change.mutate(values));

  return (
    <Modal
      title="修改密码"
      open={open}
      onOk={save}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="current" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="next" label="新密码" rules={[{ required: true, min: 12, message: '至少 12 个字符' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="again"
          label="再次输入新密码"
          dependencies={['next']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('next') ? Promise.resolve() : Promise.reject(new Error('两次输入不一致')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
