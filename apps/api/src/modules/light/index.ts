// The light area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").

export { prepareLightVoices } from './light.service';
export { lightIndex } from './light-history.service';
