import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type ApiData, api, setCsrfToken } from '../../lib/api';
import { sessionQuery } from '../../lib/session';

interface Values {
  username: string;
  password: string;
  code?: string;
}

type Setup = Extract<ApiData<'POST /admin/session'>, { step: 'totp_setup' }>;

/**
 * '/admin/sign-in': username, password and the authenticator's code. The first time, the server answers with
 * the authenticator's setup instead (a QR code and the secret); the code the app then shows confirms it and
 * signs in. A wrong answer never says which part was wrong; five in a row lock the account for 15 minutes.
 */
export default function SignInPage() {
  const [form] = Form.useForm<Values>();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [setupCode, setSetupCode] = useState('');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  async function signIn(values: Values) {
    setBusy(true);
    setError('');
    try {
      const reply = await api('POST /admin/session', {
        body: { username: values.username, password: values.password, code: values.code || undefined },
      });
      if (reply.step === 'totp_setup') {
        setSetup(reply);
        return;
      }
      setCsrfToken(reply.csrf_token);
      const session: ApiData<'GET /admin/session'> = {
        operator: reply.operator,
        csrf_token: reply.csrf_token,
        expires_at: reply.expires_at,
      };
      queryClient.setQueryData(sessionQuery.queryKey, session);
      const next = params.get('next');
      void navigate(next?.startsWith('/') && !next.startsWith('//') ? next : '/dashboard', { replace: true });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const confirmSetup = () => void signIn({ ...form.getFieldsValue(), code: setupCode });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'var(--page)' }}>
      <Card style={{ width: 400 }} data-testid="sign-in">
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          学车运营后台
        </Typography.Title>
        {error && (
          <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="sign-in-error" />
        )}
        <Form form={form} layout="vertical" onFinish={(v) => void signIn(v)} requiredMark={false} hidden={!!setup}>
          <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" data-testid="sign-in-username" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" data-testid="sign-in-password" />
          </Form.Item>
          <Form.Item
            name="code"
            label="动态验证码"
            extra="验证器 App 上的 6 位数字；首次登录请留空"
            rules={[{ pattern: /^\d{6}$/, message: '6 位数字' }]}
          >
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" data-testid="sign-in-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="sign-in-submit">
            登录
          </Button>
        </Form>
        {setup && (
          <div data-testid="totp-setup">
            <Typography.Paragraph>
              首次登录：用验证器 App（如 Google Authenticator、Microsoft
              Authenticator、腾讯身份验证器）扫描二维码，然后输入 App 上显示的 6 位数字完成绑定。
            </Typography.Paragraph>
            <div style={{ textAlign: 'center' }}>
              <img src={setup.qr_data_url} alt="验证器二维码" width={200} height={200} data-testid="totp-qr" />
            </div>
            <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
              无法扫码时手动输入密钥：
              <Typography.Text code copyable data-testid="totp-secret">
                {setup.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <Input
              inputMode="numeric"
              maxLength={6}
              placeholder="6 位数字"
              value={setupCode}
              onChange={(e) => setSetupCode(e.target.value.replace(/\D/g, ''))}
              onPressEnter={confirmSetup}
              autoComplete="one-time-code"
              data-testid="totp-code"
              style={{ marginBottom: 12 }}
            />
            <Button
              type="primary"
              block
              loading={busy}
              disabled={setupCode.length !== 6}
              onClick={confirmSetup}
              data-testid="totp-confirm"
            >
              绑定并登录
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
