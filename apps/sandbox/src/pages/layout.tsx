import type { ReactNode } from 'react';
import { pageCss } from './styles';

/** A phone-sized HTML page; no client script, forms only. */
export function Page({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{pageCss}</style>
      </head>
      <body>
        <div className="phone">
          <header className="bar">
            {title}
            {subtitle ? <small>{subtitle}</small> : null}
          </header>
          <main>{children}</main>
        </div>
      </body>
    </html>
  );
}
