import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { LightMod, LightSetView } from '@xueche/contract';
import { api } from '../../lib/api';
import { read, remove, write } from '../../lib/storage';

export const lightKeys = {
  all: ['light'] as const,
  set: (fieldId: number | null) => ['light', 'set', fieldId] as const,
  list: (mod: LightMod, fieldId: number | null) => ['light', 'list', mod, fieldId] as const,
  index: ['light', 'index'] as const,
  errs: (page: number) => ['light', 'errs', page] as const,
  share: (id: number) => ['light', 'share', id] as const,
  card: (code: string) => ['light', 'card', code] as const,
};

/** The set kept on the device (`lightingInfo`), when it is the one asked for. */
function storedSet(fieldId: number | null): LightSetView | undefined {
  const set = read('lightingInfo');
  return set && set.field_id === fieldId && set.voice_lib === read('voiceLibNew') ? set : undefined;
}

/**
 * A field's instruction set: the stored copy shows at once, the server's replaces it. `Voice-Lib-New`
 * names the stored set's voices; a changed set comes with a new one and replaces what is kept.
 */
export const setQuery = (fieldId: number | null) =>
  queryOptions({
    queryKey: lightKeys.set(fieldId),
    queryFn: async ({ signal }) => {
      const { set } = await api('GET /v1/light/answer', { query: { field_id: fieldId ?? undefined }, signal });
      if (read('voiceLibNew') !== set.voice_lib || read('lightingInfo')?.field_id !== set.field_id) {
        remove('lightingInfo');
        write('voiceLibNew', set.voice_lib);
      }
      write('lightingInfo', set);
      return set;
    },
    initialData: () => storedSet(fieldId),
    // The stored copy is shown but always checked.
    initialDataUpdatedAt: 0,
  });

/** What the API calls the generated voice (the contract's SYNTHETIC_VOICE: the web app imports only its types). */
export const SYNTHETIC_VOICE = 'synthetic';

/** Added: the voice the student picked for each set ('synthetic' for the generated one), by field or 'standard'. */
const VOICE_KEY = 'Light-Voice';

function pickedVoices(): Record<string, string> {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(VOICE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The voice the student picked for this field's set; undefined: the server's default. */
export const chosenVoice = (fieldId: number | null): string | undefined =>
  pickedVoices()[String(fieldId ?? 'standard')];

/**
 * Keeps the student's voice for this set and asks for the run again in it: the instructions' audio and
 * durations come with the list, so the player and the window need nothing else.
 */
export function chooseVoice(client: QueryClient, fieldId: number | null, voice: string): void {
  try {
    globalThis.localStorage?.setItem(VOICE_KEY, JSON.stringify({ ...pickedVoices(), [fieldId ?? 'standard']: voice }));
  } catch {
    // Storage refused: the choice still holds for this run (the list is asked for with it below).
  }
  lastPick = { fieldId, voice };
  void client.resetQueries({ queryKey: ['light', 'list'] });
}

/** The pick of this page view, for a device whose storage refuses it. */
let lastPick: { fieldId: number | null; voice: string } | null = null;
const voiceFor = (fieldId: number | null) =>
  chosenVoice(fieldId) ?? (lastPick?.fieldId === fieldId ? lastPick.voice : undefined);

/** The instructions of one run (an exam is drawn anew each time: never reused from the cache), in the picked voice. */
export const listQuery = (mod: LightMod, fieldId: number | null) =>
  queryOptions({
    queryKey: lightKeys.list(mod, fieldId),
    queryFn: ({ signal }) =>
      api('GET /v1/light/list', { query: { mod, field_id: fieldId ?? undefined, voice: voiceFor(fieldId) }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const indexQuery = () =>
  queryOptions({ queryKey: lightKeys.index, queryFn: ({ signal }) => api('GET /v1/light/index', { signal }) });

export const errsQuery = (page: number) =>
  queryOptions({
    queryKey: lightKeys.errs(page),
    queryFn: ({ signal }) => api('GET /v1/light/errs', { query: { page, num: 20 }, signal }),
  });

export const shareQuery = (id: number) =>
  queryOptions({
    queryKey: lightKeys.share(id),
    queryFn: ({ signal }) => api('GET /v1/light/share', { query: { id }, signal }),
  });

export const cardQuery = (code: string) =>
  queryOptions({
    queryKey: lightKeys.card(code),
    queryFn: ({ signal }) => api('GET /v1/light/card', { query: { code }, signal }),
  });

/** After an attempt, the hub's figures and the wrong items are out of date. */
export function refreshLightHistory(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: lightKeys.index });
  void client.invalidateQueries({ queryKey: ['light', 'errs'] });
}
