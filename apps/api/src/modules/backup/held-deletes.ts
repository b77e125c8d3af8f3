import type { ObjectStore } from '../../adapters/object-store';

/**
 * Holds the store's deletions from now until the returned function is called, which then carries them
 * out. A backup holds them from before its database snapshot until its files are read: a row of the
 * snapshot may name a file that a later request replaced and deleted (a new portrait), and the backup
 * must still find it. A process that dies meanwhile leaves those files behind, unreferenced: harmless.
 */
export function holdDeletes(store: ObjectStore): () => Promise<void> {
  const original = store.delete;
  const held: string[] = [];
  store.delete = async (key) => {
    held.push(key);
  };
  return async () => {
    store.delete = original;
    for (const key of held) await original.call(store, key).catch(() => undefined);
  };
}
