// The chat area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export {
  CONVERSATIONS_MAX,
  chatMessageView,
  chatUnreadCounts,
  lastChatMessages,
  unreadTotal,
  writeChatMessage,
} from './conversation';
export { readChatPage } from './read-page';
