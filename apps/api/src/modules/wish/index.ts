// The wish area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { listWishes } from './wish.service';
