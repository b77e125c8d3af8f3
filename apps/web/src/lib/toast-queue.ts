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

/** The check and the cross antd-mobile's toast showed (antd-mobile-icons, MIT). */
const ICONS: Record<Icon, string> = {
  success:
    'M44.309608,12.6841286 L21.2180499,35.5661955 L21.2180499,35.5661955 C20.6343343,36.1446015 19.6879443,36.1446015 19.1042286,35.5661955 C19.0538201,35.5162456 19.0077648,35.4636155 18.9660627,35.4087682 C18.9113105,35.368106 18.8584669,35.3226694 18.808302,35.2729607 L3.6903839,20.2920499 C3.53346476,20.1365529 3.53231192,19.8832895 3.68780898,19.7263704 C3.7629255,19.6505669 3.86521855,19.6079227 3.97193622,19.6079227 L7.06238923,19.6079227 C7.16784214,19.6079227 7.26902895,19.6495648 7.34393561,19.7237896 L20.160443,32.4236157 L20.160443,32.4236157 L40.656066,12.115858 C40.7309719,12.0416387 40.8321549,12 40.9376034,12 L44.0280571,12 C44.248971,12 44.4280571,12.1790861 44.4280571,12.4 C44.4280571,12.5067183 44.3854124,12.609012 44.309608,12.6841286 Z',
  fail: 'M10.6085104,8.11754663 L24.1768397,21.8195031 L24.1768397,21.8195031 L37.7443031,8.1175556 C37.8194278,8.04168616 37.9217669,7.999 38.0285372,7.999 L41.1040268,7.999 C41.3249407,7.999 41.5040268,8.1780861 41.5040268,8.399 C41.5040268,8.50440471 41.4624226,8.60554929 41.3882578,8.68044752 L26.2773302,23.9408235 L26.2773302,23.9408235 L41.5021975,39.3175645 C41.65763,39.4745475 41.6563731,39.7278104 41.4993901,39.8832429 C41.4244929,39.9574004 41.3233534,39.999 41.2179546,39.999 L38.1434012,39.999 C38.0366291,39.999 37.9342885,39.9563124 37.8591634,39.8804408 L24.1768397,26.0621438 L24.1768397,26.0621438 L10.4936501,39.8804497 C10.4185257,39.9563159 10.3161889,39.999 10.2094212,39.999 L7.13584526,39.999 C6.91493136,39.999 6.73584526,39.8199139 6.73584526,39.599 C6.73584526,39.4936017 6.77744443,39.3924627 6.85160121,39.3175656 L22.0763492,23.9408235 L22.0763492,23.9408235 L6.96554081,8.68044639 C6.81010226,8.52346929 6.81134951,8.27020637 6.9683266,8.11476782 C7.04322474,8.04060377 7.14436883,7.999 7.24977299,7.999 L10.3242852,7.999 C10.4310511,7.999 10.5333863,8.04168267 10.6085104,8.11754663 Z',
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
    mark.innerHTML = `<svg viewBox="0 0 48 48" width="1em" height="1em" aria-hidden="true"><path fill="currentColor" d="${ICONS[icon]}"/></svg>`;
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
