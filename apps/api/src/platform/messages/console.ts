import type { Sentences } from './sentences';

/** The operator console: accounts, users, settings and backups. */
export const consoleMessages = {
  // Backups of the embedded install (docs/deploy.md#backup-and-restore)
  backup_not_embedded: {
    zh: '此服务器的数据库不是嵌入式数据库（DATA_DIR 中的 PGlite），请按 docs/deploy.md 用 pg_dump 和存储桶备份',
    en: "This server's database is not the embedded one in DATA_DIR: back it up with pg_dump and the bucket's tools (docs/deploy.md)",
  },
  backup_running: { zh: '已有一个备份正在进行，请等它完成', en: 'A backup is already running; wait for it to finish' },
  // ── The operator console (issue 16) ──
  admin_signed_out: { zh: '请先登录运营后台', en: 'Sign in to the console first' },
  admin_sign_in_failed: {
    zh: '用户名、密码或动态验证码不正确',
    en: 'The username, password or authenticator code is not right',
  },
  admin_locked: {
    zh: '登录失败次数过多，账号已锁定，请{wait_zh}后再试',
    en: 'Too many failed sign-ins: the account is locked; try again in {wait_en}',
  },
  admin_role_needed: {
    zh: '此操作需要以下角色之一：{roles_zh}',
    en: 'This needs one of these roles: {roles_en}',
  },
  admin_csrf: {
    zh: '页面的安全令牌缺失或已失效，请刷新页面后重试',
    en: "The page's security token is missing or stale; reload the page and try again",
  },
  operator_exists: { zh: '运营账号 {username} 已存在', en: 'The operator {username} already exists' },
  operator_not_found: { zh: '运营账号不存在', en: 'No such operator' },
  operator_password_wrong: { zh: '当前密码不正确', en: 'The current password is not right' },
  // The console's finance and users (issue 16)
  account_disabled: {
    zh: '你的账号已被停用（{reason}），如有疑问请联系客服',
    en: 'Your account has been disabled ({reason}); contact customer service if you have questions',
  },
  user_not_found: { zh: '用户不存在', en: 'No such user' },
  setting_unknown: { zh: '没有这项设置：{key}', en: 'No such setting: {key}' },
  setting_invalid: { zh: '{label}的值不正确：{problem}', en: 'The value of {label} is not right: {problem}' },
} as const satisfies Sentences;
