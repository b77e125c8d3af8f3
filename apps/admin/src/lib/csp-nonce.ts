/**
 * The nonce the server put in this page (a fresh one per page load, also in its Content-Security-Policy's
 * style-src). antd's CSS-in-JS writes its <style> elements with it (ConfigProvider's `csp`); a few helpers of
 * antd's components write theirs without asking (rc-util's scroll lock while a modal is open, its scrollbar
 * measurement), so every <style> element this page creates gets it too. That grants nothing to an attacker:
 * only code already running here creates elements; markup injected into the page still has no nonce.
 * Decision 008 says why this and not 'unsafe-inline'.
 */
export const cspNonce: string = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

export function nonceEveryStyleElement(): void {
  if (!cspNonce) return;
  const create = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = cspNonce;
    return element;
  }) as typeof document.createElement;
}
