import type { ExamField } from '@xueche/contract';
import { create } from 'zustand';
import type { RoutePoint } from './route-store';

/** The exam site a trip goes to: its field and its place (the route's target). */
export interface DraftField {
  field_id: number;
  field_name: string;
  city_name: string;
  lng: number;
  lat: number;
}

/** The draft's record of an exam field. */
export const draftField = (field: ExamField): DraftField => ({
  field_id: field.field_id,
  field_name: field.field_name,
  city_name: field.city_name,
  lng: field.lng,
  lat: field.lat,
});

/** The exam site as a route's target: its place from the field (the picker's data). */
export const fieldPoint = (field: ExamField, province: string): RoutePoint => ({
  address: field.address || field.field_name,
  lng: field.lng,
  lat: field.lat,
  city: field.city_name,
  district: '',
  province,
});

/**
 * What the owner typed on '/pin/car-owner-announce' besides the route: kept per tab like the route, so
 * the trips to the picker pages and back (and a failed submit) lose nothing; cleared once published.
 */
export interface PublishDraft {
  field: DraftField | null;
  /** YYYY-MM-DD and HH:mm, as the inputs give them. */
  date: string;
  time: string;
  seats: string;
  /** Yuan per seat, as typed ("25", "12.5"). */
  fare: string;
  plate: string;
  model: string;
  colour: string;
  notes: string;
}

export const emptyDraft = (): PublishDraft => ({
  field: null,
  date: '',
  time: '',
  seats: '',
  fare: '',
  plate: '',
  model: '',
  colour: '',
  notes: '',
});

const STORAGE_KEY = 'Pin-Draft';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readDraft(): PublishDraft {
  const draft = emptyDraft();
  try {
    const raw = sessionStore()?.getItem(STORAGE_KEY);
    const v = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    for (const key of ['date', 'time', 'seats', 'fare', 'plate', 'model', 'colour', 'notes'] as const) {
      if (typeof v[key] === 'string') draft[key] = v[key] as string;
    }
    const f = v.field as Partial<DraftField> | null | undefined;
    if (f && typeof f.field_id === 'number' && typeof f.lng === 'number' && typeof f.lat === 'number') {
      draft.field = {
        field_id: f.field_id,
        field_name: String(f.field_name ?? ''),
        city_name: String(f.city_name ?? ''),
        lng: f.lng,
        lat: f.lat,
      };
    }
  } catch {
    // a broken draft starts over
  }
  return draft;
}

export const usePublishDraft = create<PublishDraft>(() => readDraft());
usePublishDraft.subscribe((draft) => {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // kept for this page view only
  }
});

export const setDraft = (patch: Partial<PublishDraft>) => usePublishDraft.setState(patch);

/** Whether the draft has been started (the car is filled from the owner's details only before). */
export const draftStarted = (d: PublishDraft) =>
  Boolean(d.field || d.date || d.time || d.seats || d.fare || d.plate || d.model || d.colour || d.notes);

export function clearDraft(): void {
  usePublishDraft.setState(emptyDraft(), true);
  try {
    sessionStore()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
