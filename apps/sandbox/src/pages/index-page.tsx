import type { WechatApp } from '../wechat/apps';
import type { Identity } from '../wechat/identities';
import { Page } from './layout';

export interface IndexPageProps {
  prefix: string;
  apps: readonly WechatApp[];
  identities: Identity[];
  /** A link that runs the authorise flow back to this page. */
  tryUrl: string | null;
  /** What the try link brought back, if anything. */
  received: { code: string | null; state: string } | null;
}

const wechatApis = [
  ['connect/oauth2/authorize', '网页授权页（选择或新建测试身份）'],
  ['sns/oauth2/access_token', '用 code 换网页授权 access_token（code 一次有效，5 分钟过期）'],
  ['sns/oauth2/refresh_token · sns/auth', '刷新、校验网页授权 access_token'],
  ['sns/userinfo', '用户昵称、头像，另有沙箱字段 sandbox_user_type'],
  ['cgi-bin/token · cgi-bin/stable_token', '全局 access_token（新旧 token 并存 5 分钟）'],
  ['cgi-bin/ticket/getticket', 'JS-SDK jsapi_ticket（7200 秒内不变）'],
  ['cgi-bin/user/info', '是否关注公众号'],
] as const;

const amapApis = [
  ['v3/geocode/regeo', '逆地理编码'],
  ['v3/ip', 'IP 定位'],
  ['v3/config/district', '行政区划查询'],
  ['v3/assistant/inputtips', '输入提示'],
  ['v3/direction/driving', '驾车路径规划（直线距离估算）'],
] as const;

function ApiList({ base, apis }: { base: string; apis: readonly (readonly [string, string])[] }) {
  return (
    <table>
      <tbody>
        {apis.map(([path, what]) => (
          <tr key={path}>
            <td>
              <code>
                {base}/{path}
              </code>
            </td>
            <td>{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the sandbox stands in for, and who can log in through it. */
export function IndexPage({ prefix, apps, identities, tryUrl, received }: IndexPageProps) {
  return (
    <Page title="开发沙箱" subtitle="本地替身：微信公众号与高德地图 Web 服务">
      {received ? (
        <section className="card" role="status">
          {received.code ? (
            <>
              授权成功，收到 code：<code>{received.code}</code>（state：{received.state || '空'}）
            </>
          ) : (
            <>已拒绝授权（state：{received.state || '空'}）</>
          )}
        </section>
      ) : null}
      <h2>微信公众号</h2>
      <section className="card">
        <ApiList base={`${prefix}/wechat`} apis={wechatApis} />
        <p className="muted">与微信接口同路径、同参数、同字段；出错时同样返回 HTTP 200 和 errcode、errmsg。</p>
        {tryUrl ? <a href={tryUrl}>试一试网页授权</a> : null}
      </section>
      <h2>已配置的公众号</h2>
      <section className="card">
        <ul>
          {apps.map((app) => (
            <li key={app.appid}>
              {app.name} <code>{app.appid}</code>
            </li>
          ))}
        </ul>
      </section>
      <h2>测试身份</h2>
      <section className="card">
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {identities.map((who) => (
            <li key={who.openid} className="who">
              <img src={`${prefix}/wechat/avatar/${who.avatar}.svg`} alt="" width={44} height={44} />
              <div className="name">
                <div className="nick">{who.nickname}</div>
                <span className={who.userType === 2 ? 'badge coach' : 'badge student'}>
                  {who.userType === 2 ? '教练' : '学员'}
                </span>
                <span className={who.subscribe ? 'badge follow' : 'badge nofollow'}>
                  {who.subscribe ? '已关注公众号' : '未关注公众号'}
                </span>
                <code className="openid">{who.openid}</code>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <h2>高德地图 Web 服务</h2>
      <section className="card">
        <ApiList base={`${prefix}/amap`} apis={amapApis} />
        <p className="muted">
          离线数据：全国省级行政区、各省会及十个重点城市的区县、街道和地点。数值均为字符串，空值为 []。
        </p>
      </section>
      <h2>阿里云短信服务</h2>
      <section className="card">
        <p>
          <code>{prefix}/sms/?Action=SendSms&amp;…</code>：与阿里云 SendSms
          同参数、同签名（HMAC-SHA1），签名不对同样返回 SignatureDoesNotMatch。
        </p>
        <a href={`${prefix}/sms`}>短信收件箱（查看发出的验证码）</a>
      </section>
    </Page>
  );
}
