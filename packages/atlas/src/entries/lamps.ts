import type { AtlasEntry } from '../types';

export const lamps: AtlasEntry[] = [];
