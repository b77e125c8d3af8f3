import type { LightRunItem } from '@xueche/contract';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LightRun, type RunSnapshot } from './light-run';
import { VoicePlayer } from './voice-player';

export type VoiceLoad =
  | { state: 'loading'; ready: number; total: number }
  | { state: 'ready' }
  | { state: 'failed' | 'unsupported' };

const never = () => () => undefined;

/**
 * A run of `items` with their voices: every voice is fetched and decoded before the run may start
 * (progress in `voices`), and the run is new whenever the items are.
 */
export function useLightRun(items: readonly LightRunItem[] | undefined, mode: 'exam' | 'exercise', windowMs?: number) {
  const player = useRef<VoicePlayer | null>(null);
  player.current ??= new VoicePlayer();
  useEffect(() => () => player.current?.close(), []);

  const run = useMemo(
    () => (items ? new LightRun(items, mode, player.current as VoicePlayer, windowMs) : undefined),
    [items, mode, windowMs],
  );
  useEffect(() => () => run?.dispose(), [run]);
  const snapshot: RunSnapshot | undefined = useSyncExternalStore(run?.subscribe ?? never, () => run?.snapshot());

  const [voices, setVoices] = useState<VoiceLoad>({ state: 'loading', ready: 0, total: 0 });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the voices again after a failure
  useEffect(() => {
    if (!items) return;
    if (!VoicePlayer.supported()) {
      setVoices({ state: 'unsupported' });
      return;
    }
    let live = true;
    const urls = items.map((i) => i.audio);
    player.current
      ?.load(urls, (ready, total) => live && setVoices({ state: 'loading', ready, total }))
      .then(
        () => live && setVoices({ state: 'ready' }),
        () => live && setVoices({ state: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [items, attempt]);

  /** Inside the tap: the sound may start, then the first instruction is read. */
  const start = useCallback(() => {
    player.current?.unlock();
    run?.start();
  }, [run]);

  return { run, snapshot, voices, start, retryVoices: () => setAttempt((n) => n + 1) };
}
