import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { antdTheme } from '@xueche/tokens';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { RouterProvider } from 'react-router/dom';
import { ApiError } from '../lib/api';
import { cspNonce } from '../lib/csp-nonce';
import { createConsoleRouter } from './router';

dayjs.locale('zh-cn');

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (401, 403, 404) will not change by asking again.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const router = createConsoleRouter(queryClient);

/**
 * The providers: antd in Chinese with the page's CSP nonce, the query cache, the router. antd puts a space
 * between the two characters of a two-character label ("通 过"), which reads as two words in Chinese: off.
 */
export function App() {
  return (
    <ConfigProvider locale={zhCN} csp={{ nonce: cspNonce }} theme={antdTheme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
