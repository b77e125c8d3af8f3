import { create } from 'zustand';

/**
 * Any screen may ask for the exam-field picker; the app shell shows it (features stay apart).
 * `locating`: the automatic choice from the phone's location is still running, its notice included.
 */
export const useFieldPicker = create<{ open: boolean; locating: boolean }>(() => ({ open: false, locating: false }));

export const openFieldPicker = () => useFieldPicker.setState({ open: true });
export const closeFieldPicker = () => useFieldPicker.setState({ open: false });

/** Resolves once something asks for the picker (at once if it is open). */
export function fieldPickerAsked(): Promise<void> {
  return new Promise((resolve) => {
    if (useFieldPicker.getState().open) return resolve();
    const stop = useFieldPicker.subscribe((picker) => {
      if (!picker.open) return;
      stop();
      resolve();
    });
  });
}
