// The atlas area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { atlasPictureRoutes, atlasRoutes } from './atlas.routes';
