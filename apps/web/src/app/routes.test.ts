import { describe, expect, it } from 'vitest';
import en from '../features/coming-soon/messages.en';
import { zh as featureNames } from '../features/coming-soon/messages.zh';
import { commonRoutes } from './route-table/common';
import { sharedRoutes } from './route-table/shared';
import { FEATURES } from './route-types';
import { findRedirect, findRoute, HOME_BY_ROLE, redirectTable, routesForRole, routeTable } from './routes';

/** Every path the original app had (docs/product.md#the-app-shell), its parameters written the React Router way. */
const ORIGINAL_PATHS = [
  '/',
  '/Indent',
  '/center',
  '/coach-register',
  '/ke',
  '/detail/:lesson_id',
  '/roadmap',
  '/poster-info/:poster_id',
  '/video-info/:video_id',
  '/pay/k1',
  '/pay/k2',
  '/pay/k3',
  '/pay/k4',
  '/pay/landpage',
  '/submitError',
  '/phone-reg',
  '/event',
  '/nav',
  '/rotatePlayer',
  '/jlroute',
  '/k2vr',
  '/wx_k2vr',
  '/k3land',
  '/wx_k3land',
  '/hudong/page',
  '/wx_hudong/page',
  '/hudong/hvideo/:id',
  '/fivevr',
  '/wx_fivevr',
  '/k2map',
  '/wx_k2map',
  '/qj',
  '/newPlay',
  '/vrland',
  '/wx_vrland',
  '/share',
  '/share/lesson',
  '/lilun/poster',
  '/bindCoach',
  '/bindPhone',
  '/downloadApp',
  '/downloadJK',
  '/comment',
  '/noticeINfo/:id',
  '/buySelect',
  '/advertPayView',
  '/app-help-list',
  '/help-video-app',
  '/notice-history',
  '/overall-view',
  '/overall-view/info',
  '/webview/overall-view',
  '/webview/overall-view/info',
  '/wish',
  '/yan',
  '/light',
  '/light-webview',
  '/light-vir',
  '/light/exam',
  '/light/exercise/:type?',
  '/light/analysis',
  '/light/share',
  '/light-webview/exam_g',
  '/light-webview/exercise_g',
  '/light/analysis_g',
  '/light/virtual-driving',
  '/light/virtual-driving-webview',
  '/statistics',
  '/news_g/news-topic',
  '/news_g/news-topic-list',
  '/news/Download4',
  '/news/detail_g/:aid',
  '/news/news-topic-list',
  '/news/news-topic',
  '/news_g/index',
  '/coach-news/:aid',
  '/coach_g_news/:aid',
  '/article-notice',
  '/train/detail/:member_id',
  '/train/detail_g',
  '/train/train-index/:type?',
  '/train/driving',
  '/train/index_g',
  '/train/index',
  '/train/edit',
  '/train/edit2',
  '/train/message-center',
  '/train/coach-message',
  '/train/train-edit/:id?',
  '/train/train-info/:id',
  '/train/area',
  '/train/share',
  '/coach/homepage',
  '/poster/coach-zs',
  '/poster/coach-poster',
  '/poster/coach-poster-set',
  '/poster/coach-poster-save',
  '/poster/coach-poster-list',
  '/poster/coach-register-list',
  '/poster/coach-recruit-information',
  '/pin/index',
  '/pin/car-owner-announce',
  '/pin/car-owner-fare-list',
  '/pin/car-owner-fare-look',
  '/pin/owner-circum',
  '/pin/upinfo',
  '/pin/pin-notarize',
  '/pin/passenger-site-list',
  '/pin/passenger-site-look',
  '/pin/map',
  '/pin/message',
  '/pin/travel-records',
  '/pin/usualAddress',
  '/pin/verify',
  '/pin/verify-uploading',
  '/pin/personal-center',
  '/coach-index',
  '/coach-zonghe',
  '/coach-integral',
  '/coach-earnings',
  '/coach-sub-earnings',
  '/coach-center',
  '/coach-agent',
  '/user-list',
  '/coach-audit',
  '/coach-wallet',
  '/coach-transactions',
  '/coach-order',
  '/coach-userinfo',
  '/coach-addsch',
  '/coach-phone-verify',
  '/coach-verify',
  '/coach-kt-list',
  '/coach-help-list',
  '/help-video',
  '/coach-setting',
  '/coach-cash-list',
  '/coach-integral-list',
];

const ALIASES: [alias: string, path: string][] = [
  ['/site/reg1', '/coach-register'],
  ...['/site/ke1', '/site/ke3', '/site/ke4', '/site/list', '/site/ke', '/ks', '/site/lilun'].map(
    (a) => [a, '/ke'] as [string, string],
  ),
  ['/wish2', '/wish'],
  ['/yan1', '/yan'],
  ['/light/index', '/light'],
  ['/light-vir/index', '/light-vir'],
  ['/train/index/3', '/train/train-index/:type?'],
  ['/pin', '/pin/index'],
];

/** A concrete URL for a pattern: parameters filled in, optional ones left out. */
const sample = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '42');

describe('the route table', () => {
  it('holds every path of the original app, once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(ORIGINAL_PATHS));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('resolves every path and alias to its entry', () => {
    for (const path of ORIGINAL_PATHS) expect(findRoute(sample(path))?.path, path).toBe(path);
    for (const [alias, path] of ALIASES) expect(findRoute(alias)?.path, alias).toBe(path);
    expect(findRoute('/train/index')?.tabBar).toBe('train');
    expect(findRoute('/light/exercise/2')?.path).toBe('/light/exercise/:type?');
  });

  it('gives each route a Chinese title, a role, and coming-soon pages a named feature', () => {
    for (const route of routeTable) {
      expect(route.title, route.path).toMatch(/\p{Script=Han}/u);
      expect(['student', 'coach', 'any']).toContain(route.role);
      if (route.page === 'coming-soon') {
        expect(FEATURES, route.path).toContain(route.feature);
        expect(featureNames[`feature.${route.feature}` as keyof typeof featureNames], route.path).toBeTruthy();
        expect(en[`feature.${route.feature}` as keyof typeof en], route.path).toBeTruthy();
      }
    }
  });

  it('splits student and coach sets; the tab roots belong to their role', () => {
    const student = routesForRole('student').map((r) => r.path);
    const coach = routesForRole('coach').map((r) => r.path);
    expect(student).toEqual(expect.arrayContaining(['/', '/Indent', '/center']));
    expect(coach).toEqual(
      expect.arrayContaining(['/coach-index', '/coach-earnings', '/coach-center', '/coach-wallet']),
    );
    expect(student.filter((p) => coach.includes(p))).toEqual([]);
    // the router starts with exactly the login-free pages; the rest comes with the role sets at login
    expect(commonRoutes.map((r) => r.path).sort()).toEqual(
      routeTable
        .filter((r) => r.whitelist)
        .map((r) => r.path)
        .sort(),
    );
    const shared = sharedRoutes.map((r) => r.path);
    expect(shared.length).toBeGreaterThan(50);
    expect(sharedRoutes.every((r) => r.role === 'any' && !r.whitelist)).toBe(true);
    expect(HOME_BY_ROLE).toEqual({ student: '/', coach: '/coach-index' });
  });

  it('flags the tab-bar routes of both roles, and the coach-for-hire area its own', () => {
    const tabbed = routeTable.filter((r) => r.tabBar === true).map((r) => r.path);
    expect(tabbed.sort()).toEqual(
      ['/', '/Indent', '/center', '/coach-index', '/coach-earnings', '/coach-center'].sort(),
    );
    const train = routeTable.filter((r) => r.tabBar === 'train').map((r) => r.path);
    expect(train.sort()).toEqual(['/train/index', '/train/message-center', '/train/mine'].sort());
  });

  it('shows the purchase screens as real student pages, the receipt and the coach page beside them', () => {
    const pages = Object.fromEntries(
      ['/pay/k1', '/pay/k2', '/pay/k3', '/pay/k4', '/pay/landpage', '/buySelect', '/advertPayView', '/Indent'].map(
        (p) => [p, findRoute(p)?.page],
      ),
    );
    expect(pages).toEqual({
      '/pay/k1': 'pay-subject',
      '/pay/k2': 'pay-subject',
      '/pay/k3': 'pay-subject',
      '/pay/k4': 'pay-subject',
      '/pay/landpage': 'pay-landing',
      '/buySelect': 'buy-select',
      '/advertPayView': 'advert-pay',
      '/Indent': 'my-courses',
    });
    expect(findRoute('/Indent')).toMatchObject({ tabBar: true, keepAlive: true, role: 'student' });
    expect(findRoute('/order/20261123123456789012')).toMatchObject({ page: 'order-receipt', role: 'student' });
    expect(findRoute('/my-coach')).toMatchObject({ page: 'my-coach', role: 'student' });
    for (const path of ['/buySelect', '/advertPayView', '/order/1234567', '/my-coach']) {
      expect(findRoute(path)?.noShare, path).toBe(true);
    }
  });

  it('lets article, download and webview pages open without login, and only common ones', () => {
    for (const path of [
      '/yan',
      '/yan1',
      '/news/detail_g/7',
      '/coach-news/7',
      '/coach_g_news/7',
      '/downloadApp',
      '/downloadJK',
      '/service',
      '/about',
      '/about/privacy',
      '/about/terms',
    ]) {
      expect(findRoute(path)?.whitelist, path).toBe(true);
    }
    for (const route of routeTable.filter((r) => r.whitelist)) expect(route.role, route.path).toBe('any');
    expect(findRoute('/')?.whitelist).toBeFalsy();
    expect(findRoute('/coach-wallet')?.whitelist).toBeFalsy();
  });
});

describe('redirects', () => {
  const go = (href: string) => {
    const url = new URL(href, 'https://app.test');
    return findRedirect(url.pathname)?.to(url);
  };

  it("moves '/video' to '/detail/{id}' and keeps the rest of the query", () => {
    expect(go('/video?id=9&did=abcd1&x=2')).toBe('/detail/9?did=abcd1&x=2');
    expect(go('/video?id=9')).toBe('/detail/9');
    expect(go('/video')).toBe('/');
  });

  it("sends '/coach-zs' and every poster page without its prefix to '/poster/…'", () => {
    expect(go('/coach-zs?did=abcd1')).toBe('/poster/coach-zs?did=abcd1');
    const posters = routeTable.filter((r) => r.path.startsWith('/poster/'));
    for (const poster of posters) expect(go(poster.path.replace('/poster', ''))).toBe(poster.path);
    expect(redirectTable.length).toBe(posters.length + 1);
  });
});
