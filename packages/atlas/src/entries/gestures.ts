import type { AtlasEntry } from '../types';

export const gestures: AtlasEntry[] = [];
