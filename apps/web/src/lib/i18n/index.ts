import { zh } from './core.zh';
import { defineMessages } from './engine';

export type { MessageKey } from './core.zh';
export type { Lang, Messages } from './engine';
export { acceptLanguage, currentLang, defineMessages, initLang, setLang, useI18n, useLang } from './engine';

/** Sentences the shell and shared components use; each feature keeps its own beside it. */
export const coreMessages = defineMessages(zh, () => import('./core.en'));
export const { t, useT } = coreMessages;
