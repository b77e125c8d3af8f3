import { Page } from '../pages/layout';
import type { SentMessage } from './outbox';

/** China time, as a person in China reads the message on their phone. */
const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

export interface InboxPageProps {
  prefix: string;
  /** Only this number's messages, when filtered. */
  phone?: string;
  messages: SentMessage[];
}

/** `GET <prefix>/sms`: every text the sandbox delivered, newest first, with the code in large type. */
export function InboxPage({ prefix, phone, messages }: InboxPageProps) {
  return (
    <Page title="短信收件箱" subtitle="本地替身：阿里云短信服务 SendSms">
      <section className="card">
        <form method="get" action={`${prefix}/sms`} className="check">
          <input type="text" name="phone" defaultValue={phone ?? ''} placeholder="按手机号筛选" inputMode="numeric" />
          <button type="submit">筛选</button>
        </form>
        <p className="muted">
          接口 <code>{prefix}/sms/?Action=SendSms&amp;…</code> 与阿里云同参数、同签名（HMAC-SHA1）、同错误格式。
          <a href={phone ? `${prefix}/sms?phone=${encodeURIComponent(phone)}` : `${prefix}/sms`}>刷新</a>
        </p>
      </section>
      {messages.length === 0 ? (
        <section className="card muted" data-testid="sms-empty">
          还没有短信。
        </section>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.map((m) => (
            <li key={`${m.bizId}-${m.phone}`} className="card" data-testid="sms-message" data-phone={m.phone}>
              <div className="muted">
                {m.phone} · {chinaTime(m.sentAt)} · 模板 <code>{m.templateCode}</code>
              </div>
              {m.params.code ? (
                <div>
                  【{m.signName}】您的验证码为{' '}
                  <strong data-testid="sms-code" style={{ fontSize: 22, letterSpacing: 2 }}>
                    {m.params.code}
                  </strong>
                  ，5分钟内有效，请勿告诉他人。
                </div>
              ) : (
                <div data-testid="sms-notice">
                  【{m.signName}】您有新的{m.params.event}：{m.params.detail}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
