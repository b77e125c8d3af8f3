import { create } from 'zustand';

/** Toasts load antd-mobile's Toast on first use, keeping it out of the first screen's bytes. */
async function toastModule() {
  const [{ default: Toast }] = await Promise.all([import('antd-mobile/es/components/toast'), import('./antd-react19')]);
  return Toast;
}

/**
 * Whether a toast is on screen, from the call until it has faded out: global dialogs wait for it,
 * so a notice is never drawn over a dialog.
 */
export const useToastOnScreen = create<{ up: boolean }>(() => ({ up: false }));

/** The newest toast: a toast replaced by a newer one does not clear the flag. */
let latest = 0;
const settle = (id: number) => {
  if (id === latest) useToastOnScreen.setState({ up: false });
};

export function toast(content: string, icon?: 'success' | 'fail' | 'loading'): void {
  const id = ++latest;
  useToastOnScreen.setState({ up: true });
  toastModule().then(
    (Toast) => Toast.show({ content, icon, duration: 2500, afterClose: () => settle(id) }),
    () => settle(id),
  );
}

export function clearToasts(): void {
  settle(++latest);
  void toastModule().then((Toast) => Toast.clear());
}
