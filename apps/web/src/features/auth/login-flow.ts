import { api } from '../../lib/api';
import { loadConfig } from '../../lib/app-config';
import { currentLang, setLang } from '../../lib/i18n';
import { countLoginAttempt } from '../../lib/login-failure';
import { clearSession, setLoginStatus, storeLogin } from '../../lib/session';
import { readSession, removeSession, writeSession } from '../../lib/storage';
import { withoutAuthParams } from './guard-rules';
import { buildAuthorizeUrl, LoginError, randomState, readCode } from './login-machine';

/** Status 0 → 1: save a random state for this tab and leave for WeChat's authorisation page. */
export async function startAuthorization(href: string): Promise<never> {
  const config = await loadConfig();
  const state = randomState();
  const target = buildAuthorizeUrl(
    {
      authorizeUrl: config.authorize_url,
      appId: config.app_id,
      redirectUri: withoutAuthParams(href).href,
      scope: config.scope,
      state,
    },
    window.location.origin,
  );
  writeSession('loginState', state);
  setLoginStatus(1);
  countLoginAttempt();
  // Replace, so Back from WeChat's page returns to where the user was, not into a half-finished login.
  window.location.replace(target);
  // The page is being replaced; nothing after this should render.
  return new Promise<never>(() => {});
}

/**
 * Status 1 → 2: the state is checked and the code read once (the saved state is gone afterwards),
 * then exchanged for a session. Any failure leaves status 0.
 */
export async function completeLogin(href: string): Promise<void> {
  const savedState = readSession('loginState');
  removeSession('loginState');
  try {
    const code = readCode(new URL(href).search, savedState);
    setLoginStatus(2);
    const config = await loadConfig();
    if (!config.app_id) throw new LoginError('login.noAppId');
    const result = await api('GET /wx/cd', { query: { code, app_id: config.app_id, group: 'wechat' } });
    storeLogin(result);
    if (result.analysis.lang !== currentLang()) await setLang(result.analysis.lang);
  } catch (error) {
    clearSession();
    throw error;
  }
}
