// The settings area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").

export type { LocalText } from './documents';
export { defaultDocuments, StoredDocument } from './documents';
export type { Settings } from './settings.service';
export { readSettings, settingsColumn, withDefaults } from './settings.service';
