import { remove } from '../../lib/storage';

/**
 * A new coach starts the app again at '/coach-index': the route set is chosen from the user type when
 * the router starts (once per load), and the stored session already says coach. The invitation to
 * become a coach has done its job and is not shown again.
 */
export function goToCoachHome(): void {
  remove('coachRegState');
  remove('coachRegImgList');
  window.location.replace('/coach-index');
}
