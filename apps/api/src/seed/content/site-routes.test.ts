import { describe, expect, it } from 'vitest';
import { demoExamRoutes } from './routes';
import { demoSiteRoutes, routeLength } from './site-routes';

describe('the demo subject-three routes', () => {
  it("never state their length in words: the screens show the one measured from the route's path", () => {
    for (const route of [...demoSiteRoutes, ...demoExamRoutes])
      expect(route.summary).not.toMatch(/[0-9.]+\s*(公里|千米|km)/);
    // The length shown is the path's, e.g. 东坝一号线.
    const dongba = demoSiteRoutes.find((r) => r.slug === 'dongba-1');
    expect(routeLength(dongba?.path ?? [])).toBeGreaterThan(3000);
  });
});
