import type { LightControl } from '@xueche/contract';
import type { Action, LightState } from '@xueche/light-rules';
import type { MessageKey } from './messages';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The lamps that are on, in words ("近光、危险报警"). */
export function lightsInWords(t: T, lights: LightState): string {
  const on: MessageKey[] = [];
  if (lights.headlight === 'position') on.push('lamp.position');
  if (lights.headlight === 'low') on.push(lights.high ? 'lamp.high' : 'lamp.low');
  if (lights.indicator === 'left') on.push('lamp.left');
  if (lights.indicator === 'right') on.push('lamp.right');
  if (lights.hazard) on.push('lamp.hazard');
  if (lights.fogFront) on.push('lamp.fogFront');
  if (lights.fogRear) on.push('lamp.fogRear');
  return on.length ? on.map((k) => t(k)).join('、') : t('lights.none');
}

export const controlsInWords = (t: T, controls: readonly LightControl[]) =>
  controls.map((c) => t(`control.${c}`)).join(' → ');

/** What was done and when ("近光灯 0.6s → 远光灯 1.3s"); early moves show a minus. */
export const actionsInWords = (t: T, actions: readonly Action[]) =>
  actions.map((a) => `${t(`control.${a.control}`)} ${seconds(a.t)}s`).join(' → ');

export const seconds = (ms: number) => (ms / 1000).toFixed(1);
