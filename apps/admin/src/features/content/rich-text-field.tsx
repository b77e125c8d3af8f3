import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const RichEditor = lazy(() => import('./rich-editor'));

/** The rich-text editor as a form control (help entries, campaign pages), in its own lazily loaded chunk. */
export function RichTextField({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichEditor initial={value ?? ''} onChange={(html) => onChange?.(html)} />
    </Suspense>
  );
}
