// The exam area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { examRules } from './exam-settings';
export { examHistory, getPaper } from './paper.service';
export { questionsPictured } from './picture';
export { banksOverview, progressSummaries } from './progress.service';
