// The articles area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { articleShareCard } from './articles.service';
export { cleanBody } from './sanitize';
