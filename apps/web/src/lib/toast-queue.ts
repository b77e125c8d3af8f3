import { type Icon, useToastOnScreen } from './toast';

/** How long a toast stays up, and how long at least when another one is waiting behind it. */
const SHOW_MS = 2500;
const SHORTEST_MS = 1200;

/** antd-mobile's Toast, loaded with this module on the first toast, never with the first screen. */
async function toastModule() {
  const [{ default: Toast }] = await Promise.all([import('antd-mobile/es/components/toast'), import('./antd-react19')]);
  return Toast;
}

/**
 * Toasts show one at a time, in order: a second one does not wipe the first away unread. The one on
 * screen is cut short (but shown at least SHORTEST_MS) when another is waiting.
 */
const waiting: { content: string; icon?: Icon }[] = [];
let shown: { at: number; cut?: ReturnType<typeof setTimeout> } | null = null;

function cutShort(): void {
  if (!shown || shown.cut) return;
  const current = shown;
  current.cut = setTimeout(
    () => void toastModule().then((Toast) => shown === current && Toast.clear()),
    Math.max(0, current.at + SHORTEST_MS - Date.now()),
  );
}

function showNext(): void {
  const next = waiting.shift();
  if (!next) {
    useToastOnScreen.setState({ up: false });
    return;
  }
  const current = { at: Date.now() };
  shown = current;
  toastModule().then(
    (Toast) => {
      if (shown !== current) return;
      Toast.show({
        content: next.content,
        icon: next.icon,
        duration: SHOW_MS,
        afterClose: () => {
          if (shown !== current) return;
          shown = null;
          showNext();
        },
      });
      if (waiting.length) cutShort();
    },
    () => {
      shown = null;
      showNext();
    },
  );
}

export function enqueue(content: string, icon?: Icon): void {
  waiting.push({ content, icon });
  if (shown) cutShort();
  else showNext();
}

export function clearAll(): void {
  waiting.length = 0;
  shown = null;
  useToastOnScreen.setState({ up: false });
  void toastModule().then((Toast) => Toast.clear());
}
