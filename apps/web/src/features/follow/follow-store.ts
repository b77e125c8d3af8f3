import { create } from 'zustand';

/** Whether the follow dialog has been up during this page load: the prompt then stays away. */
export const useFollowUi = create<{ dialogOpen: boolean; dialogShown: boolean }>(() => ({
  dialogOpen: false,
  dialogShown: false,
}));
