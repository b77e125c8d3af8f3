import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from '../routes';
import { FOLLOW_PAGES, type OverlayKind, overlayAllowed } from './overlay-policy';

const allowedOn = (path: string) => {
  const entry = findRoute(path);
  const kinds: OverlayKind[] = ['field', 'notice', 'invite', 'follow-dialog', 'follow-prompt'];
  return kinds.filter((kind) => overlayAllowed(kind, entry));
};

/** The screens issue 28 names: a mock exam, the lighting exam, videos, an interactive question, payments. */
const AT_WORK = [
  '/ke/exam/p-123',
  '/ke/practice',
  '/light/exam',
  '/light/exercise',
  '/light/exercise/2',
  '/light-vir',
  '/light/virtual-driving',
  '/light-webview/exam_g',
  '/light-webview/exercise_g',
  '/detail/12',
  '/video-info/12',
  '/rotatePlayer',
  '/newPlay',
  '/hudong/hvideo/3',
  '/k3land',
  '/pay/k1',
  '/pay/k4',
  '/pay/landpage',
  '/buySelect',
  '/advertPayView',
  '/order/20261201000001',
  '/train/train-info/4',
];

describe('the overlay policy', () => {
  it('lets only what is about the task over a focused page: the exam field and notices', () => {
    for (const path of AT_WORK) expect(allowedOn(path), path).toEqual(['field', 'notice']);
  });

  it('keeps the follow dialog and bar to their three pages, aliases included', () => {
    for (const path of ['/', '/ke', '/site/ke1', '/coach-index'])
      expect(allowedOn(path), path).toEqual(['field', 'notice', 'invite', 'follow-dialog', 'follow-prompt']);
    for (const path of ['/center', '/light', '/Indent', '/ke/result/p-1', '/coach-center', '/train/index']) {
      expect(allowedOn(path), path).toEqual(['field', 'notice', 'invite']);
    }
  });

  it('invites to register as a coach anywhere but on registration and focused pages', () => {
    expect(allowedOn('/coach-register')).not.toContain('invite');
    expect(allowedOn('/site/reg1')).not.toContain('invite');
    expect(allowedOn('/light')).toContain('invite');
    // A path no route matches (the not-found page) is no task.
    expect(overlayAllowed('invite', undefined)).toBe(true);
    expect(overlayAllowed('follow-prompt', undefined)).toBe(false);
  });

  it('a focused flag wins over a follow page', () => {
    const home = findRoute('/');
    if (!home) throw new Error('no home route');
    expect(overlayAllowed('follow-prompt', { ...home, focus: true })).toBe(false);
    expect(overlayAllowed('follow-dialog', { ...home, focus: true })).toBe(false);
  });
});

describe('focus in the route table', () => {
  it('a page is focused in every route that shows it (aliases, webview forms)', () => {
    const focusedPages = new Set(routeTable.filter((r) => r.focus).map((r) => r.page));
    for (const route of routeTable.filter((r) => focusedPages.has(r.page))) {
      expect(route.focus, route.path).toBe(true);
    }
  });

  it('the follow pages exist and are not focused', () => {
    for (const path of FOLLOW_PAGES) {
      const entry = routeTable.find((r) => r.path === path);
      expect(entry, path).toBeDefined();
      expect(entry?.focus, path).toBeFalsy();
    }
  });
});
