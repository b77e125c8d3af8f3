import type { AtlasEntry } from '../types';

export const prohibition: AtlasEntry[] = [];
