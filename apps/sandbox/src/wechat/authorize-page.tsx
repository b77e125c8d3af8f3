import { Page } from '../pages/layout';
import type { WechatApp } from './apps';
import type { AuthorizeParams } from './authorize-params';
import { avatarChoices } from './avatar';
import type { Identity } from './identities';

export interface AuthorizePageProps {
  app: WechatApp;
  params: AuthorizeParams;
  identities: Identity[];
  /** Where the forms post to: this same authorise path. */
  action: string;
  /** Path-absolute avatar URL for an avatar name. */
  avatarSrc: (name: string) => string;
  notice?: string;
}

const scopeText = {
  snsapi_userinfo: '获得你的公开信息（昵称、头像）',
  snsapi_base: '获取你的身份标识（静默授权）',
} as const;

function hostOf(uri: string): string {
  try {
    return new URL(uri).host;
  } catch {
    return uri;
  }
}

/** The original authorise parameters, carried through every form. */
function HiddenParams({ params }: { params: AuthorizeParams }) {
  return (
    <>
      <input type="hidden" name="appid" value={params.appid} />
      <input type="hidden" name="redirect_uri" value={params.redirect_uri} />
      <input type="hidden" name="response_type" value={params.response_type} />
      <input type="hidden" name="scope" value={params.scope} />
      <input type="hidden" name="state" value={params.state} />
    </>
  );
}

function IdentityRow({
  identity,
  index,
  avatarSrc,
}: {
  identity: Identity;
  index: number;
  avatarSrc: (n: string) => string;
}) {
  const nameId = `who-${index}`;
  return (
    <li className="who">
      <img src={avatarSrc(identity.avatar)} alt="" width={44} height={44} />
      <div className="name">
        <div className="nick" id={nameId}>
          {identity.nickname}
        </div>
        <span className={identity.userType === 2 ? 'badge coach' : 'badge student'}>
          {identity.userType === 2 ? '教练' : '学员'}
        </span>
        <span className={identity.subscribe ? 'badge follow' : 'badge nofollow'}>
          {identity.subscribe ? '已关注公众号' : '未关注公众号'}
        </span>
        <code className="openid">{identity.openid}</code>
      </div>
      <button
        type="submit"
        name="openid"
        value={identity.openid}
        data-openid={identity.openid}
        aria-describedby={nameId}
      >
        同意并登录
      </button>
    </li>
  );
}

function NewIdentityForm({ params, action, avatarSrc }: Pick<AuthorizePageProps, 'params' | 'action' | 'avatarSrc'>) {
  return (
    <form method="post" action={action} className="card">
      <HiddenParams params={params} />
      <input type="hidden" name="action" value="create" />
      <div className="field">
        <label htmlFor="new-nickname">
          <span>昵称</span>
        </label>
        <input id="new-nickname" type="text" name="nickname" required maxLength={32} placeholder="例如：小李" />
      </div>
      <fieldset>
        <legend>头像</legend>
        <div className="avatars">
          {avatarChoices.map((name, i) => (
            <label key={name}>
              <input type="radio" name="avatar" value={name} defaultChecked={i === 0} aria-label={`头像 ${i + 1}`} />
              <img src={avatarSrc(name)} alt="" width={40} height={40} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="new-type">
          <span>身份</span>
        </label>
        <select id="new-type" name="user_type" defaultValue="1">
          <option value="1">学员</option>
          <option value="2">教练</option>
        </select>
      </div>
      <div className="check">
        <input id="new-subscribe" type="checkbox" name="subscribe" value="1" />
        <label htmlFor="new-subscribe">关注公众号</label>
      </div>
      <button type="submit" className="wide">
        创建并授权
      </button>
    </form>
  );
}

/** The sandbox's stand-in for WeChat's consent page: pick or create the test user who approves. */
export function AuthorizePage(props: AuthorizePageProps) {
  const { app, params, identities, action, avatarSrc, notice } = props;
  return (
    <Page title="微信授权（沙箱）" subtitle="本地开发用，不会连接真实微信">
      {notice ? (
        <p className="notice" role="alert">
          {notice}
        </p>
      ) : null}
      <section className="card app">
        <img className="logo" src={avatarSrc('c0-5b66')} alt="" width={56} height={56} />
        <div className="title">{app.name}</div>
        <div className="ask">申请获得以下权限</div>
        <div className="scope">{scopeText[params.scope]}</div>
        <div className="target">授权后将返回 {hostOf(params.redirect_uri)}</div>
      </section>

      <h2>选择测试身份</h2>
      <form method="post" action={action} className="card">
        <HiddenParams params={params} />
        <input type="hidden" name="action" value="approve" />
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {identities.map((identity, index) => (
            <IdentityRow key={identity.openid} identity={identity} index={index} avatarSrc={avatarSrc} />
          ))}
        </ul>
      </form>

      <h2>新建测试身份</h2>
      <NewIdentityForm params={params} action={action} avatarSrc={avatarSrc} />

      <form method="post" action={action} className="card">
        <HiddenParams params={params} />
        <input type="hidden" name="action" value="refuse" />
        <button type="submit" className="wide plain">
          拒绝
        </button>
      </form>
    </Page>
  );
}
