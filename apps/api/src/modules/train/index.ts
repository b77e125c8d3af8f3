// The train area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").

export type { TrainNotice } from './notices.service';
export { sendTrainNotice } from './notices.service';
export { trainSummary } from './summary';
