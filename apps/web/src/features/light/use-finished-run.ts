import { useQueryClient } from '@tanstack/react-query';
import type { LightRunItem } from '@xueche/contract';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { isLoggedIn, useSession } from '../../lib/session';
import { deviceItems, saveDeviceResult } from './device-results';
import { refreshLightHistory } from './light-api';
import type { LightRun, RunSnapshot } from './light-run';
import type { RunResult } from './result-view';

type Outcome =
  | { state: 'idle' | 'sending' }
  | { state: 'done'; result: RunResult }
  | { state: 'failed'; reason: string };

/**
 * Where results go: a signed-in student's to the server, which judges the log again; a webview's (or a
 * visitor's) stay on the device, judged there. `send` records the run's log so far, or
 * one item of it (an exercise answer).
 */
export function useRunRecorder(options: { fieldId: number | null; webview: boolean; mode: 'exam' | 'exercise' }) {
  const client = useQueryClient();
  const signedIn = useSession(isLoggedIn);
  const onDevice = options.webview || !signedIn || options.fieldId === null;

  const send = useCallback(
    async (run: LightRun, items: readonly LightRunItem[], snapshot: RunSnapshot, only?: number): Promise<RunResult> => {
      const pick = <T>(all: T[]) => (only === undefined ? all : all.slice(only, only + 1));
      if (onDevice) {
        const judged = pick(deviceItems(items, snapshot.logs));
        const passed = judged.length > 0 && judged.every((i) => i.passed);
        saveDeviceResult({ field_id: options.fieldId, mode: options.mode, passed, items: judged });
        return { mode: options.mode, passed, items: judged };
      }
      const reply = await api('POST /v1/light/up', {
        body: { field_id: options.fieldId as number, mode: options.mode, items: pick(run.upload()) },
      });
      refreshLightHistory(client);
      return { mode: reply.mode, passed: reply.passed, items: reply.items, id: reply.id };
    },
    [client, onDevice, options.fieldId, options.mode],
  );
  return { send, onDevice };
}

/** Records a run once it has finished; `retry` sends it again after a failure. */
export function useFinishedRun(
  run: LightRun | undefined,
  snapshot: RunSnapshot | undefined,
  items: readonly LightRunItem[] | undefined,
  options: { fieldId: number | null; webview: boolean; mode: 'exam' | 'exercise' },
) {
  const { send, onDevice } = useRunRecorder(options);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const finished = snapshot?.phase === 'finished';
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once per finished run (and per retry)
  useEffect(() => {
    if (!finished || !run || !items || !snapshot) return;
    let live = true;
    setOutcome({ state: 'sending' });
    send(run, items, snapshot).then(
      (result) => live && setOutcome({ state: 'done', result }),
      (error: unknown) => live && setOutcome({ state: 'failed', reason: errorMessage(error, '') }),
    );
    return () => {
      live = false;
    };
  }, [finished, run, attempt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new run starts with nothing sent
  useEffect(() => setOutcome({ state: 'idle' }), [run]);
  return { outcome, onDevice, retry: () => setAttempt((n) => n + 1) };
}
