import { create } from 'zustand';

/**
 * Any screen may ask for the exam-field picker; the app shell shows it (features stay apart).
 * `locating`: the automatic choice from the phone's location is still running, its notice included.
 */
export const useFieldPicker = create<{ open: boolean; locating: boolean }>(() => ({ open: false, locating: false }));

export const openFieldPicker = () => useFieldPicker.setState({ open: true });
export const closeFieldPicker = () => useFieldPicker.setState({ open: false });
