import { create } from 'zustand';

/** The area the listings show ('/train/area' picks it): a city, and a district of it or the whole city. */
export interface TrainArea {
  city: string;
  district: string;
}

// Kept on the device: the next visit lists the same area.
const STORAGE_KEY = 'Train-Area';

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** What the device kept, when it is an area; null (not chosen) otherwise. */
export function readStoredArea(storage = store()): TrainArea | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v.city !== 'string' || typeof v.district !== 'string') return null;
    return { city: v.city.slice(0, 20), district: v.district.slice(0, 20) };
  } catch {
    return null;
  }
}

/** null: not chosen yet (the listings start from the city of the student's exam field). */
export const useAreaStore = create<{ area: TrainArea | null }>(() => ({ area: readStoredArea() }));

export function chooseArea(area: TrainArea | null): void {
  useAreaStore.setState({ area });
  try {
    if (area) store()?.setItem(STORAGE_KEY, JSON.stringify(area));
    else store()?.removeItem(STORAGE_KEY);
  } catch {
    // storage full or refused: the choice still holds for this visit
  }
}

/** The area a listing asks for: the one chosen, else the city of the exam field, else everywhere. */
export function effectiveArea(chosen: TrainArea | null, fieldCity: string | undefined): TrainArea {
  if (chosen) return chosen;
  return { city: fieldCity ?? '', district: '' };
}
