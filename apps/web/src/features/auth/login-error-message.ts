import { isApiError } from '../../lib/api-error';
import { LoginError } from './login-machine';
import { t } from './messages';

/** The localised sentence for a login failure: the rule that failed, or the server's own message. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginError) return t(error.key);
  if (isApiError(error) && error.message) return error.message;
  return t('common.networkError');
}
