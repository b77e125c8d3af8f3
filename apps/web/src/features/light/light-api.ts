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

/** The instructions of one run (an exam is drawn anew each time: never reused from the cache). */
export const listQuery = (mod: LightMod, fieldId: number | null) =>
  queryOptions({
    queryKey: lightKeys.list(mod, fieldId),
    queryFn: ({ signal }) => api('GET /v1/light/list', { query: { mod, field_id: fieldId ?? undefined }, signal }),
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
