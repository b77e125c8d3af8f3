// The chat area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { readChatPage } from './read-page';
