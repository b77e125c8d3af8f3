// The site area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").

export type { SiteNotice } from './site-notices.service';
export { sendSiteNotice } from './site-notices.service';
export { siteSummary } from './summary';
