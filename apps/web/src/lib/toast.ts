import { create } from 'zustand';

export type Icon = 'success' | 'fail';

/**
 * Whether a toast is on screen or waiting, until the last has faded out: global dialogs wait for it, so
 * a notice is never drawn over a dialog.
 */
export const useToastOnScreen = create<{ up: boolean }>(() => ({ up: false }));

/** Shows a toast after any already showing (lib/toast-queue, loaded on the first toast). */
export function toast(content: string, icon?: Icon): void {
  useToastOnScreen.setState({ up: true });
  import('./toast-queue').then(
    (queue) => queue.enqueue(content, icon),
    () => useToastOnScreen.setState({ up: false }),
  );
}

export function clearToasts(): void {
  void import('./toast-queue').then((queue) => queue.clearAll());
}
