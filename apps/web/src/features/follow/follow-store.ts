import { create } from 'zustand';

/**
 * The follow dialog during this page load: whether it is up, whether it has been up (the prompt then
 * stays away), and whether it has settled — decided not to show, or shown and closed — so the overlay
 * queue knows it has nothing more to show.
 */
export const useFollowUi = create<{ dialogOpen: boolean; dialogShown: boolean; dialogSettled: boolean }>(() => ({
  dialogOpen: false,
  dialogShown: false,
  dialogSettled: false,
}));
