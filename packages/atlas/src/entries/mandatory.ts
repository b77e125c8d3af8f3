import type { AtlasEntry } from '../types';

export const mandatory: AtlasEntry[] = [];
