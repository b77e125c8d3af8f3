/** The element toasts are drawn in (lib/toast-queue creates it on the first toast). */
export const TOAST_LAYER_ID = 'toast-layer';

/**
 * An open modal <dialog> sits in the browser's top layer, above every z-index, and leaves the rest of the page
 * inert (unseen by screen readers). So the toasts' layer lives inside the topmost open dialog while there is one,
 * else in the body: the modal calls this when it opens and closes, the toast queue before each toast.
 */
export function placeToastLayer(): void {
  const layer = document.getElementById(TOAST_LAYER_ID);
  if (!layer) return;
  const open = document.querySelectorAll('dialog[open]');
  const host = open[open.length - 1] ?? document.body;
  if (layer.parentElement !== host) host.append(layer);
}
