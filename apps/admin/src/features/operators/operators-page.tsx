import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap, OperatorRole } from '@xueche/contract';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { ROLE_LABELS, ROLES } from '../../lib/roles';
import { useSubmit } from '../../lib/submit';

type Operator = AdminApiMap['GET /admin/operators']['response']['list'][number];

const KEY = ['admin', 'operators'] as const;

/**
 * '/admin/operators' (admin): the team's accounts. A new account or a reset password comes with a one-time
 * password shown once here; the authenticator is set up at the next sign-in.
 */
export default function OperatorsPage() {
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<{ username: string; password: string } | null>(null);
  const [form] = Form.useForm<{ username: string; role: OperatorRole }>();
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => api('GET /admin/operators') });

  const add = useSubmit((body: { username: string; role: OperatorRole }) => api('POST /admin/operators', { body }), {
    success: '账号已创建',
    refetch: [KEY],
    form,
    done: (reply) => {
      setAdding(false);
      form.resetFields();
      setIssued({ username: reply.operator.username, password: reply.one_time_password });
    },
  });
  const disable = useSubmit(
    (body: { id: number; disabled: boolean }) => api('POST /admin/operators/disable', { body }),
    { success: (_r, body) => (body.disabled ? '已停用' : '已启用'), refetch: [KEY] },
  );
  const resetTotp = useSubmit((id: number) => api('POST /admin/operators/reset-totp', { body: { id } }), {
    success: '下次登录时重新绑定验证器',
    refetch: [KEY],
  });
  const resetPassword = useSubmit((id: number) => api('POST /admin/operators/reset-password', { body: { id } }), {
    success: '密码已重置',
    refetch: [KEY],
    done: (reply) => setIssued({ username: reply.operator.username, password: reply.one_time_password }),
  });

  return (
    <div data-testid="operators">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4}>运营账号</Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          新建账号
        </Button>
      </Space>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Operator>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        pagination={false}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '角色', dataIndex: 'role', render: (r: OperatorRole) => ROLE_LABELS[r] },
          {
            title: '状态',
            key: 'state',
            render: (_: unknown, o: Operator) =>
              o.disabled ? (
                <Tag>已停用</Tag>
              ) : o.locked_until ? (
                <Tag color="warning">锁定至 {chinaTime(o.locked_until)}</Tag>
              ) : (
                <Tag color="success">正常</Tag>
              ),
          },
          { title: '验证器', dataIndex: 'totp', render: (t: boolean) => (t ? '已绑定' : '未绑定') },
          { title: '上次登录', dataIndex: 'last_sign_in_at', render: chinaTime },
          { title: '创建人', dataIndex: 'created_by' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, o: Operator) => (
              <Space>
                <Popconfirm
                  title={o.disabled ? '启用此账号？' : '停用后其登录立即失效，确认？'}
                  onConfirm={() => disable.mutate({ id: o.id, disabled: !o.disabled })}
                >
                  <Button size="small" danger={!o.disabled}>
                    {o.disabled ? '启用' : '停用'}
                  </Button>
                </Popconfirm>
                <Popconfirm title="重置后需在下次登录时重新绑定验证器，确认？" onConfirm={() => resetTotp.mutate(o.id)}>
                  <Button size="small">重置验证器</Button>
                </Popconfirm>
                <Popconfirm title="生成新的一次性密码，确认？" onConfirm={() => resetPassword.mutate(o.id)}>
                  <Button size="small">重置密码</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title="新建运营账号"
        open={adding}
        onOk={() => form.submit()}
        onCancel={() => setAdding(false)}
        confirmLoading={add.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => add.mutate(values)}>
          <Form.Item
            name="username"
            label="用户名"
            rules={[{ required: true, pattern: /^[a-z0-9._-]{2,32}$/, message: '2–32 位小写字母、数字、. _ -' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
            <Select options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="一次性密码"
        open={!!issued}
        onOk={() => setIssued(null)}
        onCancel={() => setIssued(null)}
        cancelButtonProps={{ hidden: true }}
      >
        <Typography.Paragraph>
          {issued?.username} 的一次性密码（仅显示这一次，请当面或通过私密渠道交给对方；首次登录时绑定验证器）：
        </Typography.Paragraph>
        <Typography.Text code copyable>
          {issued?.password}
        </Typography.Text>
      </Modal>
    </div>
  );
}
