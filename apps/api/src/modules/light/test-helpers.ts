import type { LightExpect, LightStateView } from '@xueche/contract';
import {
  type Action,
  ALL_OFF,
  EXPECTATIONS,
  judge,
  type LightState,
  operationsFor,
  stateOf,
} from '@xueche/light-rules';
import { eq, sql } from 'drizzle-orm';
import { examFields, lightAttempts } from '../../db/schema';
import { body, type TestApp } from '../../test/test-app';

export type Instruction = { key: string; text: string; expect: LightExpect; audio: string; voice_ms: number };
export type RunItem = Instruction & { start: LightStateView | null };
export type SetView = {
  field_id: number | null;
  own: boolean;
  voice_lib: string;
  window_ms: number;
  order: 'fixed' | 'random';
  draw: number;
  opening: Instruction;
  items: Instruction[];
  closing: Instruction;
};
export type RunList = {
  field_id: number | null;
  voice_lib: string;
  window_ms: number;
  mode: 'exam' | 'exercise';
  items: RunItem[];
};
export type Attempt = {
  id: number;
  mode: 'exam' | 'exercise';
  passed: boolean;
  failed_at: number | null;
  items: {
    key: string;
    passed: boolean;
    fault: string | null;
    reaction_ms: number | null;
    start: LightStateView;
    operation: string[];
  }[];
};

/** The demo fields with a set of their own: one drawn in its order, one at random, one with the standard set. */
export const FIXED_FIELD = '白云嘉禾考场';
export const RANDOM_FIELD = '江宁东山考场';
export const STANDARD_FIELD = '朝阳东坝考场';

export function lightHelpers(t: TestApp) {
  return {
    fieldId: async (name: string) => {
      const [row] = await t.database.db.select({ id: examFields.id }).from(examFields).where(eq(examFields.name, name));
      if (!row) throw new Error(`no field ${name}`);
      return row.id;
    },
    /** GET v1/light/answer, for a field or (undefined) the standard set. */
    setOf: async (id: number | undefined) =>
      body<{ status: number; set: SetView }>(
        await t.app.inject({ url: `/api/v1/light/answer${id === undefined ? '' : `?field_id=${id}`}` }),
      ).data,
    list: (mod: string, id?: number) =>
      t.app.inject({ url: `/api/v1/light/list?mod=${mod}${id === undefined ? '' : `&field_id=${id}`}` }),
    attempts: async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(lightAttempts))[0]?.n ?? 0,
  };
}

/** The actions of a candidate who knows the rules, 400 ms apart after the voice: what operationsFor says. */
export function rightActions(start: LightState, expect: LightExpect): Action[] {
  return operationsFor(start, EXPECTATIONS[expect]).map((control, i) => ({ t: 450 + i * 400, control }));
}

/** The log of a candidate who does what each instruction asks, the lights carried over (an exam). */
export function rightLog(instructions: readonly Pick<Instruction, 'key' | 'expect'>[]) {
  let state: LightState = ALL_OFF;
  return instructions.map((item) => {
    const actions = rightActions(state, item.expect);
    state = judge(state, EXPECTATIONS[item.expect], actions).state;
    return { key: item.key, actions };
  });
}

/** An exercise's log done right: each item from the lights the list gave it, sent back with it. */
export function rightExercise(items: readonly RunItem[]) {
  return items.map((item) => {
    const start = item.start as LightStateView;
    return { key: item.key, start, actions: rightActions(stateOf(start), item.expect) };
  });
}

export const examOf = (set: SetView) => [set.opening, ...set.items.slice(0, set.draw), set.closing];
