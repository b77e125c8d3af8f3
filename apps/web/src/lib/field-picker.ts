import { create } from 'zustand';

/** Any screen may ask for the exam-field picker; the app shell shows it (features stay apart). */
export const useFieldPicker = create<{ open: boolean }>(() => ({ open: false }));

export const openFieldPicker = () => useFieldPicker.setState({ open: true });
export const closeFieldPicker = () => useFieldPicker.setState({ open: false });
