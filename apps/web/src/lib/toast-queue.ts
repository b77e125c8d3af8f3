import { type Icon, useToastOnScreen } from './toast';
import styles from './toast.module.css';
import { placeToastLayer, TOAST_LAYER_ID } from './toast-layer';

/** How long a toast stays up, and how long at least when another one is waiting behind it. */
const SHOW_MS = 2500;
const SHORTEST_MS = 1200;
/** Its fade in and out (toast.module.css). */
const FADE_MS = 300;
/** A live region just added is not yet watched by screen readers: the first toast waits this long for it. */
const REGION_MS = 100;

/** A tick and a cross, drawn as strokes on a 48-unit square. */
const ICONS: Record<Icon, string> = {
  success: 'M6 25 L19 37 L42 12',
  fail: 'M10 10 L38 38 M38 10 L10 38',
};

/**
 * Toasts show one at a time, in order: a second one does not wipe the first away unread. The one on
 * screen is cut short (but shown at least SHORTEST_MS) when another is waiting.
 */
const waiting: { content: string; icon?: Icon }[] = [];
interface Shown {
  bubble: HTMLElement;
  /** When it came on screen; unset while the first toast waits for its live region. */
  at?: number;
  timer?: ReturnType<typeof setTimeout>;
  leaving?: boolean;
}
let shown: Shown | null = null;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The live region toasts are drawn in: screen readers say each one (politely, after what they are saying). */
function layer(): { element: HTMLElement; added: boolean } {
  let element = document.getElementById(TOAST_LAYER_ID);
  const added = !element;
  if (!element) {
    element = document.createElement('div');
    element.id = TOAST_LAYER_ID;
    element.className = classes(styles.layer);
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'polite');
    document.body.append(element);
  }
  placeToastLayer();
  return { element, added };
}

function bubble(content: string, icon?: Icon): HTMLElement {
  const box = document.createElement('div');
  box.className = classes(styles.toast, icon && styles.withIcon);
  box.dataset.testid = 'toast';
  if (icon) {
    const mark = document.createElement('div');
    mark.className = classes(styles.icon);
    // A constant of this file, never text from elsewhere.
    mark.innerHTML = `<svg viewBox="0 0 48 48" width="1em" height="1em" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" d="${ICONS[icon]}"/></svg>`;
    box.append(mark);
  }
  const text = document.createElement('div');
  text.className = classes(styles.text);
  const line = document.createElement('span');
  line.textContent = content;
  text.append(line);
  box.append(text);
  return box;
}

/** Fades the toast on screen out, then shows the next (unless the queue was cleared meanwhile). */
function leave(current: Shown): void {
  if (current.leaving) return;
  current.leaving = true;
  clearTimeout(current.timer);
  current.bubble.className = classes(current.bubble.className, styles.leaving);
  setTimeout(() => {
    current.bubble.remove();
    if (shown !== current) return;
    shown = null;
    showNext();
  }, FADE_MS);
}

function cutShort(current: Shown): void {
  if (current.at === undefined || current.leaving) return;
  clearTimeout(current.timer);
  current.timer = setTimeout(() => leave(current), Math.max(0, current.at + SHORTEST_MS - Date.now()));
}

function showNext(): void {
  const next = waiting.shift();
  if (!next) {
    useToastOnScreen.setState({ up: false });
    return;
  }
  const { element, added } = layer();
  const current: Shown = { bubble: bubble(next.content, next.icon) };
  shown = current;
  const show = () => {
    if (shown !== current) return;
    element.append(current.bubble);
    current.at = Date.now();
    current.timer = setTimeout(() => leave(current), SHOW_MS);
    if (waiting.length) cutShort(current);
  };
  if (added) setTimeout(show, REGION_MS);
  else show();
}

export function enqueue(content: string, icon?: Icon): void {
  waiting.push({ content, icon });
  if (shown) cutShort(shown);
  else showNext();
}

export function clearAll(): void {
  waiting.length = 0;
  const current = shown;
  shown = null;
  useToastOnScreen.setState({ up: false });
  if (current) leave(current);
}
