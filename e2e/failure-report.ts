import { existsSync, readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

/**
 * What a failed browser test prints beside its error: each page's address and open dialogs, the last API
 * calls with their replies (or that they never came back), the page's errors, and the end of its server's
 * log. A failure on a busy CI machine is seldom reproduced here; this is what tells its cause.
 */
export interface Trace {
  /** The last calls and errors, oldest first. */
  lines: string[];
  /** API calls sent and not yet answered, with when they were sent. */
  pending: Map<object, string>;
}

const KEEP = 20;

function keep(trace: Trace, line: string): void {
  trace.lines.push(line);
  if (trace.lines.length > KEEP) trace.lines.shift();
}

/** Dialogs, pop-ups and toasts: the student app's and the console's (antd). */
const ON_SCREEN = [
  '[role=dialog]',
  '[role=alertdialog]',
  '[data-testid="toast"]',
  '.ant-message-notice',
  '.ant-popover:not(.ant-popover-hidden)',
].join(', ');

const clock = () => new Date().toISOString().slice(11, 23);

/** Starts recording a context's API calls, page errors and console errors. */
export function traceContext(context: BrowserContext): Trace {
  const trace: Trace = { lines: [], pending: new Map() };
  const started = new Map<object, number>();
  const label = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search.length > 80 ? `${u.search.slice(0, 80)}…` : u.search}`;
  };
  context.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    started.set(request, Date.now());
    trace.pending.set(request, `${clock()} ${request.method()} ${label(request.url())}`);
  });
  context.on('requestfinished', async (request) => {
    const at = started.get(request);
    if (at === undefined) return;
    const name = `${request.method()} ${label(request.url())}`;
    trace.pending.delete(request);
    const response = await request.response().catch(() => null);
    // Pictures and clips are named by their status alone.
    const text = /json|text/.test(response?.headers()['content-type'] ?? '');
    const body = text ? await response?.text().catch(() => '') : '';
    keep(trace, `${clock()} ${name} → ${response?.status()} in ${Date.now() - at} ms ${(body ?? '').slice(0, 160)}`);
  });
  context.on('requestfailed', (request) => {
    const at = started.get(request);
    if (at === undefined) return;
    const name = `${request.method()} ${label(request.url())}`;
    trace.pending.delete(request);
    keep(trace, `${clock()} ${name} → failed (${request.failure()?.errorText}) after ${Date.now() - at} ms`);
  });
  context.on('weberror', (error) => keep(trace, `${clock()} page error: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') keep(trace, `${clock()} console error: ${message.text().slice(0, 300)}`);
  });
  return trace;
}

/** The report for a failed test: its contexts' pages and traces, and the server log's last lines. */
export async function failureReport(
  contexts: { context: BrowserContext; trace: Trace }[],
  serverLog: string | undefined,
): Promise<string> {
  const parts: string[] = [];
  for (const { context, trace } of contexts) {
    for (const page of context.pages()) {
      const shown = await Promise.race([
        page
          .evaluate(
            (selector) =>
              [...document.querySelectorAll(selector)]
                .filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed')
                .map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 200)),
            ON_SCREEN,
          )
          .catch((error: Error) => [`(could not read the page: ${error.message})`]),
        new Promise<string[]>((ok) => setTimeout(() => ok(['(the page did not answer in 2 s)']), 2000)),
      ]);
      parts.push(`page ${page.url()}`, ...shown.map((s) => `  on screen: ${s}`));
    }
    parts.push(...trace.lines.map((l) => `  ${l}`));
    parts.push(...[...trace.pending.values()].map((p) => `  sent, no reply yet: ${p}`));
  }
  if (serverLog && existsSync(serverLog)) {
    const tail = readFileSync(serverLog, 'utf8').trimEnd().split('\n').slice(-15);
    parts.push(`the server's log, last ${tail.length} lines:`, ...tail.map((l) => `  ${l.slice(0, 400)}`));
  }
  return parts.join('\n');
}
