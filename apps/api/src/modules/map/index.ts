// The map area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { routeEstimate } from './map.service';
