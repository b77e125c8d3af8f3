import type { AnchorHTMLAttributes, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

/** An address with a scheme or a host ('https://…', '//…', 'tel:…'), as React Router tells them apart. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** An absolute address as a path of this app when it is on this site, else undefined: the browser follows it. */
function pathOnThisSite(to: string): string | undefined {
  try {
    const url = new URL(to, window.location.href);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry; by default only a link to the page already shown does. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link the router follows without reloading the page, as React Router's <Link> in data mode. Every page
 * links with this one, never with React Router's: its <Link> carries the prefetching of framework mode (links,
 * route modules, single fetch: about 2 KB gzip of the first load) that a data router never runs, and with it
 * used anywhere, that code stays in the entry (docs/performance.md).
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const path = typeof to === 'string' && ABSOLUTE.test(to) ? pathOnThisSite(to) : to;
  // The hooks run whatever the address, as their order must not change between renders.
  const href = useHref(path ?? '');
  const follow = useLinkClickHandler<HTMLAnchorElement>(path ?? '', { replace, state, target });
  if (path === undefined) return <a {...rest} href={to as string} target={target} onClick={onClick} />;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
