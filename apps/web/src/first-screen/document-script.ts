// The inline script of a start page's own document (vite.config.ts builds this file on its own, once per page).
// That document draws the page's first screen (screens.tsx) and asks for no code: this script decides, before
// the stylesheets, whether that screen is this visitor's. If it is, the app's code and the first reads start
// once the screen has painted; if not, they start at once, as index.html starts them.
import { type FirstScreenCode, firstScreenOf, preload, readStored, startFirstReads } from '../first-reads/first-reads';
import { FIELD_SLOT } from './slot';

/** What index.html asks for itself, put in by vite.config.ts: its entry, then the files it preloads. */
declare const __FIRST_SCREEN_DOCUMENT__: { code: FirstScreenCode; entry: string; preload: string[] };

declare global {
  interface Window {
    /**
     * Called by the document right after its first screen's markup (hidden): shows it, filled in, to the visitor
     * it is for, or takes it away.
     */
    xuecheFirstScreen?: () => void;
  }
}

const { code, entry, preload: files } = __FIRST_SCREEN_DOCUMENT__;

/** The entry and its preloads, as index.html lists them, then this screen's reads and code. */
function startCode(): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.appendChild(script);
  for (const href of files) preload(href, href.endsWith('.css') ? 'style' : 'script');
  startFirstReads();
}

/**
 * The student's field name, when the screen drawn is this visitor's: a signed-in student (first-reads starts
 * this very screen for them), in Chinese, with a stored field that is the one the page shows.
 */
function fieldNameFor(): string | undefined {
  try {
    if (readStored('Lang') === 'en') return undefined;
    if (firstScreenOf(location.pathname, location.search, readStored)?.code !== code) return undefined;
    const field: { field_id?: unknown; field_name?: unknown } = Object(readStored('Field-Info'));
    const asked = new URLSearchParams(location.search).get('field_id');
    if (asked !== null && asked !== String(field.field_id)) return undefined;
    return typeof field.field_name === 'string' && field.field_name ? field.field_name : undefined;
  } catch {
    return undefined; // storage unreadable: the app draws the page
  }
}

/** Puts `name` wherever the screen holds the field's slot (text only: a name is never read as markup). */
function fill(screen: Element, name: string): void {
  const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.includes(FIELD_SLOT)) node.nodeValue = text.split(FIELD_SLOT).join(name);
  }
}

const name = fieldNameFor();
if (name === undefined) startCode();

window.xuecheFirstScreen = () => {
  const screen = document.getElementById('first-screen');
  if (!screen) return;
  if (name === undefined) {
    screen.remove();
    return;
  }
  fill(screen, name);
  screen.hidden = false;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startCode();
  };
  // Once the screen is on the glass (the browser's first contentful paint): what finished loading before that
  // paint would hold it back in a page-load measure such as Lighthouse's, and a person sees nothing of the
  // wait, a frame or two. A hidden page paints nothing, and a webview may hold its frames back or not report
  // paints: the code does not wait for those.
  if (document.visibilityState === 'hidden') return start();
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 1000);
};
