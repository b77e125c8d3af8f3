// The pin area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { topUpDemoTrips } from './demo-trips.service';
export type { PinNotice } from './notices.service';
export { chinaWhen, sendPinNotice } from './notices.service';
export { pinSummary } from './summary';
