import type { LightStateView } from '@xueche/contract';
import { ALL_OFF, type LightState } from '@xueche/light-rules';

/** The API writes the lights in snake case; the judge in camel case. */
export function fromView(view: LightStateView | null | undefined): LightState {
  if (!view) return ALL_OFF;
  const { fog_front, fog_rear, ...rest } = view;
  return { ...rest, fogFront: fog_front, fogRear: fog_rear };
}

export function toView(state: LightState): LightStateView {
  const { fogFront, fogRear, ...rest } = state;
  return { ...rest, fog_front: fogFront, fog_rear: fogRear };
}
