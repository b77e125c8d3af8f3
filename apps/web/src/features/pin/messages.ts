import { defineMessages } from '../../lib/i18n';
import type { RestKey } from './messages.zh';
import { zh } from './messages.zh';
import { type StartKey, startMessages } from './start-messages';

/** Every key of the area: the start page's (start-messages.zh.ts) and the other screens'. */
export type MessageKey = StartKey | RestKey;
// Keys of the start page are looked up there, so every screen uses one `t` over the whole area.
export const { t, useT } = defineMessages(zh, () => import('./messages.en'), startMessages);
