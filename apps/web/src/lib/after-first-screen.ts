/**
 * Resolves a second after the page opened first has loaded, at the browser's next quiet moment (where it
 * has idle callbacks; iOS's WebView has none). What no first screen draws (the session's refresh from the
 * server, the dialogs, WeChat's share set-up) waits for it, so a phone's first round trips carry only what
 * the screen shows. The load event alone comes too early: it does not wait for a page's own reads and code,
 * and an idle moment turns up between them.
 */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const later = () =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
      }, 1000);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}
