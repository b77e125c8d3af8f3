import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { OperatorRole } from '@xueche/contract';
import { App, Button, Dropdown, Layout, Menu, Result, Space, Tag, Typography } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api, setCsrfToken } from '../lib/api';
import { ROLE_LABELS } from '../lib/roles';
import { allowed, sessionQuery, useOperator } from '../lib/session';
import { PasswordDialog } from './password-dialog';
import { SCREENS } from './screens';

const { Header, Sider, Content } = Layout;

/** A screen for its roles only; anyone else reads why (the server would refuse them anyway). */
export function RoleGate({ roles, children }: { roles: readonly OperatorRole[]; children: ReactNode }) {
  const operator = useOperator();
  if (!allowed(operator?.role, roles)) {
    return (
      <Result
        status="403"
        title="没有权限"
        subTitle={`此页面需要以下角色之一：${roles.map((r) => ROLE_LABELS[r]).join('、')}`}
      />
    );
  }
  return <>{children}</>;
}

/** The desktop frame: the side menu of the operator's screens, the header with who is signed in, the page. */
export function ConsoleLayout() {
  const operator = useOperator();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const screens = SCREENS.filter((s) => allowed(operator?.role, s.roles));
  const selected = location.pathname.split('/')[1] ?? '';

  async function signOut() {
    try {
      await api('POST /admin/sign-out');
    } catch {
      // Signed out already, or the server is away: either way this page forgets the session.
    }
    setCsrfToken('');
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    message.success('已退出登录');
    void navigate('/sign-in');
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider width={208} theme="dark" data-testid="side-menu">
        <div style={{ color: 'var(--white)', fontSize: 18, fontWeight: 600, padding: '18px 24px' }}>学车运营后台</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selected]}
          items={screens.map((s) => ({ key: s.path, icon: s.icon, label: s.label }))}
          onClick={({ key }) => void navigate(`/${key}`)}
        />
      </Sider>
      <Layout>
        <Header
          style={{
            background: 'var(--surface)',
            padding: '0 24px',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            borderBottom: '1px solid var(--line)',
          }}
        >
          <Space size="middle">
            {operator && <Tag color="processing">{ROLE_LABELS[operator.role]}</Tag>}
            <Dropdown
              menu={{
                items: [{ key: 'password', label: '修改密码', onClick: () => setPasswordOpen(true) }],
              }}
            >
              <Typography.Text data-testid="operator-name">
                <UserOutlined /> {operator?.username}
              </Typography.Text>
            </Dropdown>
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()} data-testid="sign-out">
              退出
            </Button>
          </Space>
        </Header>
        <Content style={{ margin: 24 }}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
      <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Layout>
  );
}
