import { describe, expect, it } from 'vitest';
import { choose, clipEnded, graphProblems, score, startState } from './hd-flow';
import { hdVideo } from './test-fixtures';

describe('an interactive video as the student goes through it', () => {
  it('asks at the end of a clip, branches to the clip each choice names, and ends on a clip without a question', () => {
    const video = hdVideo();
    let state = startState(video);
    expect(state).toEqual({ clip: 'intro', phase: 'playing', decisions: [] });

    // A choice before the question is asked does nothing.
    expect(choose(video, state, 0)).toBe(state);

    state = clipEnded(video, state);
    expect(state.phase).toBe('asking');
    state = choose(video, state, 1); // 减速观察 → slow
    expect(state).toMatchObject({ clip: 'slow', phase: 'playing' });
    expect(state.decisions).toEqual([
      {
        clip: 'intro',
        prompt: '前方人行横道有行人，你怎么做？',
        label: '减速观察',
        right: true,
        explain: '人行横道前要减速，必要时停车让行。',
        next: 'slow',
      },
    ]);

    state = clipEnded(video, state);
    state = choose(video, state, 0); // 鸣笛催促 → honk (wrong)
    expect(state.clip).toBe('honk');
    state = clipEnded(video, state);
    expect(state.phase).toBe('ended');
    // The end is the end: neither a second "ended" nor a choice moves it.
    expect(clipEnded(video, state)).toBe(state);
    expect(choose(video, state, 0)).toBe(state);
    expect(score(state.decisions)).toEqual({ right: 1, total: 2 });
  });

  it('ignores a choice that is not there', () => {
    const video = hdVideo();
    const asking = clipEnded(video, startState(video));
    expect(choose(video, asking, 5)).toBe(asking);
  });

  it('names the clips a broken graph points to and that do not exist', () => {
    expect(graphProblems(hdVideo())).toEqual([]);
    const broken = hdVideo();
    broken.start = 'nowhere';
    const first = broken.clips[0];
    if (first?.question) first.question.choices[0] = { ...first.question.choices[0]!, next: 'lost' };
    expect(graphProblems(broken).sort()).toEqual(['lost', 'nowhere']);
  });

  it('scores nothing decided as 0 of 0', () => {
    expect(score([])).toEqual({ right: 0, total: 0 });
  });
});
