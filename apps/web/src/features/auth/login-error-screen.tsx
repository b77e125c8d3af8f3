import { lazy, Suspense } from 'react';
import { Loading } from '../../components/blocks';

const LoginErrorPage = lazy(() => import('./login-error-page'));

/** The login error page, fetched only when a login fails: either a failure to explain or a ready sentence. */
export function LoginErrorScreen(props: { error: unknown } | { message: string }) {
  return (
    <Suspense fallback={<Loading full />}>
      <LoginErrorPage {...props} />
    </Suspense>
  );
}
