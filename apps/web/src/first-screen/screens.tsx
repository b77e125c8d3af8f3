// Built for Node and run once by the build (apps/web/first-screen-documents.ts), never shipped: what each start page's
// document draws before the app's code has come (docs/performance.md, "The start pages' first screens").
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { lightRoutes } from '../app/route-table/content';
import { generalRoutes } from '../app/route-table/general';
import { pinRoutes, trainRoutes } from '../app/route-table/services';
import type { PageKey, RouteEntry } from '../app/route-types';
import { HubFirstScreen } from '../features/light/hub-page';
import { PinHome } from '../features/pin/home-page';
import { FiveFirstScreen } from '../features/site/vr/five-page';
import { TrainFirstScreen } from '../features/train/home-page';
import type { FirstScreenCode } from '../first-reads/first-reads';
import { FIELD_SLOT } from './slot';

export interface FirstScreenDocument {
  /** The screen as first-reads knows it: the document shows it only where first-reads would start that screen. */
  code: FirstScreenCode;
  /** The route's paths and aliases, each served this document. */
  paths: string[];
  title: string;
  /** The markup, as the app's layout and route wrap the page (app-layout.tsx, route-objects.tsx). */
  html: string;
}

/** Each start page as a signed-in student with an exam field first sees it: the reads not yet come. */
const SCREENS: { code: FirstScreenCode; page: PageKey; routes: RouteEntry[]; draw: () => ReactElement }[] = [
  {
    code: 'pin',
    page: 'pin-home',
    routes: pinRoutes,
    draw: () => <PinHome field={{ field_id: 0, field_name: FIELD_SLOT }} />,
  },
  { code: 'train', page: 'train-home', routes: trainRoutes, draw: () => <TrainFirstScreen /> },
  { code: 'light', page: 'light-hub', routes: lightRoutes, draw: () => <HubFirstScreen fieldName={FIELD_SLOT} /> },
  { code: 'five', page: 'site-five', routes: generalRoutes, draw: () => <FiveFirstScreen fieldName={FIELD_SLOT} /> },
];

export function renderFirstScreens(): FirstScreenDocument[] {
  return SCREENS.map(({ code, page, routes, draw }) => {
    const entry = routes.find((r) => r.page === page);
    if (!entry) throw new Error(`first-screen: no route shows '${page}'`);
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[entry.path]}>
          <main className={entry.tabBar ? 'app-main with-tab-bar' : 'app-main'}>
            <div className="page">{draw()}</div>
          </main>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The tests find the app's page by its test ids, never this copy of it.
    const html = markup.replace(/ data-testid="[^"]*"/g, '');
    // The policy allows no inline style (platform/security-headers.ts): such a screen would draw differently.
    if (/ style="/.test(html)) throw new Error(`first-screen: '${page}' draws an inline style`);
    return { code, paths: [entry.path, ...(entry.aliases ?? [])], title: entry.title, html };
  });
}
