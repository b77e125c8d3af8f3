import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';

/** Why a page's data did not load, as the server words it, with 重试 to ask again; nothing while all is well. */
export function LoadError({
  error,
  onRetry,
  style,
}: {
  error: Error | null;
  onRetry: () => unknown;
  style?: CSSProperties;
}) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      title={error.message}
      showIcon
      action={<Button onClick={() => void onRetry()}>重试</Button>}
      style={style}
    />
  );
}
