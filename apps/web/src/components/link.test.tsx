import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function open(element: React.ReactNode, at = '/start') {
  const router = createMemoryRouter(
    [
      { path: '/start', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/', at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('shows its address and opens the page without leaving the app', () => {
    open(<Link to="/detail/3?from=list">第3课</Link>);
    const link = screen.getByRole('link', { name: '第3课' });
    expect(link.getAttribute('href')).toBe('/detail/3?from=list');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/detail/3?from=list');
  });

  it('adds a history entry, or replaces the page shown when asked', () => {
    const pushed = open(<Link to="/a">A</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(pushed.state.historyAction).toBe('PUSH');
    cleanup();
    const replaced = open(
      <Link to="/b" replace>
        B
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(replaced.state.historyAction).toBe('REPLACE');
  });

  it('runs its own click handler first, which may keep the router out', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    open(
      <Link to="/a" onClick={onClick}>
        A
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    open(<Link to="/a">A</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('leaves an address on another site to the browser, and opens one on this site in the app', () => {
    open(
      <>
        <Link to="https://example.com/page?x=1">外部</Link>
        <Link to={`${window.location.origin}/news?id=2`}>本站</Link>
      </>,
    );
    const outside = screen.getByRole('link', { name: '外部' });
    expect(outside.getAttribute('href')).toBe('https://example.com/page?x=1');
    const inside = screen.getByRole('link', { name: '本站' });
    expect(inside.getAttribute('href')).toBe('/news?id=2');
    fireEvent.click(inside);
    expect(screen.getByTestId('where').textContent).toBe('/news?id=2');
  });

  it('passes its other attributes to the anchor', () => {
    open(
      <Link to="/a" className="row" data-testid="row" aria-current="page">
        A
      </Link>,
    );
    const link = screen.getByTestId('row');
    expect(link.className).toBe('row');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
