/** Toasts load antd-mobile's Toast on first use, keeping it out of the first screen's bytes. */
async function toastModule() {
  const [{ default: Toast }] = await Promise.all([import('antd-mobile/es/components/toast'), import('./antd-react19')]);
  return Toast;
}

export function toast(content: string, icon?: 'success' | 'fail' | 'loading'): void {
  void toastModule().then((Toast) => Toast.show({ content, icon, duration: 2500 }));
}

export function clearToasts(): void {
  void toastModule().then((Toast) => Toast.clear());
}
