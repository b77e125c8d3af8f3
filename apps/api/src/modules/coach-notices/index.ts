// The coach-notices area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").

export type { CoachEvent } from './notices.service';
export { notifyCoach, sendCoachNotice, wantsNotice } from './notices.service';
