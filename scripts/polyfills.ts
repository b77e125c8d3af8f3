// Node 20 lacks Map.groupBy (ES2024); Vitest 5's reporter calls it.
const MapWithGroupBy = Map as unknown as { groupBy?: unknown };
if (typeof MapWithGroupBy.groupBy !== 'function') {
  MapWithGroupBy.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const list = groups.get(k);
      if (list) list.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}
