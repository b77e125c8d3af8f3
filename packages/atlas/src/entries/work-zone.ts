import type { AtlasEntry } from '../types';

export const workZone: AtlasEntry[] = [];
