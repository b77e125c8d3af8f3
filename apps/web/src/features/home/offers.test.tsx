import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { fail, type StubFailure, stub, stubApi } from '../../test/api-stub';
import HomeOffers from './offers';

const offer: NonNullable<NewMember['offer']> = {
  product_id: 23,
  title: '理论通关套餐（科一 + 科四）',
  kind: 'bundle',
  price: 1990,
  list_price: 4900,
  until: '2026-10-08T02:00:00Z',
  days: 7,
};

type NewMember = ApiData<'GET /v1/user/new-member'>;

function setup(newMember: NewMember | StubFailure, unDid: ApiData<'GET /v2/user/un-did'>) {
  stubApi(stub('GET /v1/user/new-member', newMember), stub('GET /v2/user/un-did', unDid));
  const router = createMemoryRouter([{ path: '/', element: <HomeOffers /> }], { initialEntries: ['/'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { view, client };
}

describe('home offers', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a new, unbound student the offer (to the pay page with it chosen) and the bind-a-coach card', async () => {
    setup(
      { applies: true, reason: 'ok', note: '', product_id: 23, offer },
      { un_did: 1, state: 'unbound', coach: null },
    );
    const card = await screen.findByTestId('new-member-offer');
    expect(card.textContent).toContain('理论通关套餐');
    expect(card.textContent).toContain('¥19.90');
    expect(card.textContent).toContain('原价 ¥49.00');
    expect(screen.getByRole('link', { name: '立即抢购' }).getAttribute('href')).toBe('/buySelect?product_id=23');
    const bind = await screen.findByTestId('bind-coach-offer');
    expect(bind.textContent).toContain('还没有绑定教练');
    expect(screen.getByRole('link', { name: '去绑定' }).getAttribute('href')).toBe('/bindCoach');
  });

  it('shows nothing to a bound student the offer does not apply to, nor when the calls fail', async () => {
    const { client } = setup(
      { applies: false, reason: 'bought', note: '', product_id: 23, offer: null },
      { un_did: 0, state: 'bound', coach: { nickname: '王教练', head_portrait: '', bound_at: '2026-10-01T00:00:00Z' } },
    );
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByTestId('new-member-offer')).toBeNull();
    expect(screen.queryByTestId('bind-coach-offer')).toBeNull();
    cleanup();
    const failed = setup(fail(503, 'no'), { un_did: 0, state: 'coach', coach: null });
    await vi.waitFor(() => expect(failed.client.isFetching()).toBe(0));
    expect(failed.view.container.textContent).toBe('');
  });
});
