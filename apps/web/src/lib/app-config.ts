import { type ApiData, api } from './api';

let configPromise: Promise<ApiData<'GET /config'>> | undefined;

/** The public settings (app id, authorisation page, JS-SDK script); fetched once per page load, again after a failure. */
export function loadConfig(): Promise<ApiData<'GET /config'>> {
  configPromise ??= api('GET /config');
  configPromise.catch(() => {
    configPromise = undefined;
  });
  return configPromise;
}
