import type { AtlasEntry } from '../types';

export const markings: AtlasEntry[] = [];
