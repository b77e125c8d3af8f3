import { hashIdFromSearch } from '../lib/hash-id';
import { initLang } from '../lib/i18n';
import { loadSession, setHashId } from '../lib/session';
import { recordEntryUrl } from '../lib/ua';

/**
 * Before the first render: remember the entry URL (iOS signs it), read the stored session, keep the
 * referrer's did from the link (it must survive the WeChat round trip) and load the chosen language.
 */
export async function boot(): Promise<void> {
  recordEntryUrl();
  loadSession();
  const did = hashIdFromSearch(window.location.search);
  if (did) setHashId(did);
  await initLang().catch((error: unknown) => console.warn('language load failed', error));
}
