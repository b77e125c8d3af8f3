import type { HdClip, HdVideo } from './site-api';

/** One choice the student made at the end of a clip. */
export interface Decision {
  /** The clip whose question it answered. */
  clip: string;
  prompt: string;
  label: string;
  right: boolean;
  explain: string;
  /** The clip it led to. */
  next: string;
}

/**
 * Where an interactive video is: a clip playing, its question asked once it ended, or the end (a clip
 * without a question) with every decision made on the way.
 */
export interface HdState {
  clip: string;
  phase: 'playing' | 'asking' | 'ended';
  decisions: Decision[];
}

export const clipOf = (video: HdVideo, key: string): HdClip | undefined => video.clips.find((c) => c.key === key);

/** The start clip, playing, nothing decided. */
export const startState = (video: HdVideo): HdState => ({ clip: video.start, phase: 'playing', decisions: [] });

/**
 * What is broken in a video's graph, as clip keys: a start or a choice that names no clip. A video with
 * problems is not played (a student could get stuck half-way).
 */
export function graphProblems(video: HdVideo): string[] {
  const keys = new Set(video.clips.map((c) => c.key));
  const missing = new Set<string>();
  if (!keys.has(video.start)) missing.add(video.start);
  for (const clip of video.clips) {
    for (const choice of clip.question?.choices ?? []) if (!keys.has(choice.next)) missing.add(choice.next);
    if (clip.question && clip.question.choices.length === 0) missing.add(clip.key);
  }
  return [...missing];
}

/** The clip has played to its end: its question is asked, or the video is over. */
export function clipEnded(video: HdVideo, state: HdState): HdState {
  if (state.phase !== 'playing') return state;
  const clip = clipOf(video, state.clip);
  return { ...state, phase: clip?.question ? 'asking' : 'ended' };
}

/** The student picks choice `index` of the question asked: it is recorded, and its clip plays. */
export function choose(video: HdVideo, state: HdState, index: number): HdState {
  if (state.phase !== 'asking') return state;
  const question = clipOf(video, state.clip)?.question;
  const choice = question?.choices[index];
  if (!question || !choice) return state;
  const decision: Decision = {
    clip: state.clip,
    prompt: question.prompt,
    label: choice.label,
    right: choice.right,
    explain: choice.explain,
    next: choice.next,
  };
  return { clip: choice.next, phase: 'playing', decisions: [...state.decisions, decision] };
}

/** The end screen's score: the right decisions out of all that were made. */
export function score(decisions: readonly Decision[]): { right: number; total: number } {
  return { right: decisions.filter((d) => d.right).length, total: decisions.length };
}
