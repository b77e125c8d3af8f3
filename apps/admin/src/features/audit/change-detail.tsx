import { Typography } from 'antd';

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** An audit line's detail: before → after when it records a change, then whatever else it kept. */
export function ChangeDetail({ detail }: { detail: Record<string, unknown> }) {
  const { before, after, ...rest } = detail;
  const changed = 'before' in detail || 'after' in detail;
  return (
    <div style={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
      {changed && (
        <div data-testid="audit-change">
          <Typography.Text type="secondary">{show(before)}</Typography.Text> →{' '}
          <Typography.Text>{show(after)}</Typography.Text>
        </div>
      )}
      {Object.keys(rest).length > 0 && <Typography.Text type="secondary">{JSON.stringify(rest)}</Typography.Text>}
    </div>
  );
}
