import type { QueryClient } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { whenSignedOut } from '../lib/api';
import { sessionQuery } from '../lib/session';
import { ConsoleLayout, RoleGate } from './layout';
import { SCREENS } from './screens';

/** A screen that failed to load or threw: a page that explains rather than a blank one. */
function ScreenError() {
  return <Result status="error" title="页面出错了" subTitle="请刷新后重试" />;
}

/** While the session is asked for at the first load. */
function Loading() {
  return <Spin size="large" style={{ display: 'block', marginTop: '30vh' }} />;
}

/**
 * The console's routes under /admin: '/sign-in' open to anyone; everything else inside the layout, which
 * needs a session (its loader sends anyone without one to sign in, coming back to where they were going).
 * Each screen is its own lazily loaded chunk, shown only to its roles (others get a 403 page).
 */
export function createConsoleRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(
    [
      {
        path: '/sign-in',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/auth/sign-in-page')).default }),
      },
      {
        path: '/',
        Component: ConsoleLayout,
        HydrateFallback: Loading,
        loader: async ({ request }) => {
          const session = await queryClient.ensureQueryData(sessionQuery);
          if (!session) {
            const url = new URL(request.url);
            const next = url.pathname.replace(/^\/admin/, '') + url.search;
            throw redirect(`/sign-in${next && next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`);
          }
          return null;
        },
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...SCREENS.map((screen) => ({
            path: `${screen.path}/*`,
            lazy: async () => {
              const { default: Page } = await screen.load();
              return {
                element: (
                  <RoleGate roles={screen.roles}>
                    <Page />
                  </RoleGate>
                ),
              };
            },
            ErrorBoundary: ScreenError,
          })),
          {
            path: '*',
            element: <Result status="404" title="页面不存在" />,
          },
        ],
      },
    ],
    { basename: '/admin' },
  );
  whenSignedOut(() => {
    queryClient.setQueryData(sessionQuery.queryKey, null);
    const here = router.state.location;
    if (here.pathname !== '/sign-in') void router.navigate(`/sign-in?next=${encodeURIComponent(here.pathname)}`);
  });
  return router;
}
