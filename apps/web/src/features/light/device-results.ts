import type { LightItemResult, LightMiss, LightRunItem } from '@xueche/contract';
import { EXPECTATIONS, exerciseStart, operationsFor, viewOf } from '@xueche/light-rules';
import { type LightDeviceResult, read, write } from '../../lib/storage';
import type { ItemLog } from './light-run';

/** The webview screens keep their results here, the newest first, at most this many. */
const KEEP = 50;

/** A run's verdicts as the device judged them, shaped like the server's. */
export function deviceItems(items: readonly LightRunItem[], logs: readonly ItemLog[]): LightItemResult[] {
  return logs.flatMap((log, i) => {
    const item = items[i];
    if (!item || !log.verdict) return [];
    return [
      {
        key: item.key,
        text: item.text,
        expect: item.expect,
        passed: log.verdict.passed,
        fault: log.verdict.fault,
        reaction_ms: log.verdict.reactionMs,
        start: viewOf(log.start),
        operation: operationsFor(log.start, EXPECTATIONS[item.expect]),
      },
    ];
  });
}

export function saveDeviceResult(result: Omit<LightDeviceResult, 'at'>): LightDeviceResult {
  const saved = { ...result, at: Date.now() };
  write('lightDeviceResults', [saved, ...(read('lightDeviceResults') ?? [])].slice(0, KEEP));
  return saved;
}

export const deviceResults = (): LightDeviceResult[] => read('lightDeviceResults') ?? [];

/** The device's wrong items, most missed first (the webview analysis page). */
export function deviceMisses(): LightMiss[] {
  const byKey = new Map<string, LightMiss>();
  // Oldest first, so the latest wording and fault win.
  for (const result of [...deviceResults()].reverse()) {
    for (const item of result.items) {
      if (item.passed) continue;
      const id = `${result.field_id ?? 0}:${item.key}`;
      const before = byKey.get(id);
      byKey.set(id, {
        field_id: result.field_id ?? 0,
        key: item.key,
        text: item.text,
        expect: item.expect,
        misses: (before?.misses ?? 0) + 1,
        last_fault: item.fault,
        last_at: new Date(result.at).toISOString(),
        // Results kept before starts were: explained from the exercise's situation, which the page names.
        start: item.start ?? viewOf(exerciseStart(item.expect, false)),
        operation: '',
      });
    }
  }
  return [...byKey.values()].sort((a, b) => b.misses - a.misses || b.last_at.localeCompare(a.last_at));
}
