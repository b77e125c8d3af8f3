import { describe, expect, it } from 'vitest';
import { createRouteSets, ROOT_ID, type SetName } from './route-sets';
import { coachSet } from './sets/coach';
import { commonSet } from './sets/common';
import { sharedSet } from './sets/shared';
import { studentSet } from './sets/student';

const SETS = { common: commonSet, shared: sharedSet, student: studentSet, coach: coachSet };

function setup(role: () => 'student' | 'coach' | undefined) {
  const fetched: SetName[] = [];
  const patched: { id: string | null; name: SetName }[] = [];
  const sets = createRouteSets({
    role,
    load: async (name) => {
      fetched.push(name);
      return SETS[name];
    },
    toRoutes: (set) => set.routes.map((e) => ({ path: e.path })),
  });
  const nameOf = (paths: string[]) =>
    (Object.keys(SETS) as SetName[]).find((n) => SETS[n].routes[0]?.path === paths[0]) as SetName;
  const navigate = async (path: string) => {
    // as the router does it: discovery first, then the guard's middleware
    await sets.patch({
      patch: (id, children) => patched.push({ id, name: nameOf(children.map((c) => c.path ?? '')) }),
      path,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    sets.onNavigation();
  };
  return { sets, fetched, patched, navigate };
}

describe('route sets', () => {
  it('gives a signed-out visitor the login-free pages only', async () => {
    const { sets, patched, navigate } = setup(() => undefined);
    await navigate('/');
    expect(patched).toEqual([{ id: ROOT_ID, name: 'common' }]);
    expect(sets.status).toBe(0);
  });

  it("adds the student's set once under the root, and waits for nothing else to open '/': status 0 → 1 → 2", async () => {
    const { sets, fetched, patched, navigate } = setup(() => 'student');
    expect(sets.status).toBe(0);
    await navigate('/');
    expect(sets.status).toBe(1);
    expect(patched.map((p) => p.name)).toEqual(['student']);
    expect(patched[0]?.id).toBe(ROOT_ID);
    // the other sets are on their way meanwhile
    expect(fetched).toEqual(['student', 'shared', 'common']);
    await navigate('/Indent');
    expect(sets.status).toBe(2);
    expect(patched).toHaveLength(1);
  });

  it('adds the pages both roles open, then the login-free ones, when a path needs them', async () => {
    const { patched, navigate } = setup(() => 'student');
    await navigate('/detail/7');
    expect(patched.map((p) => p.name)).toEqual(['student', 'shared']);
    await navigate('/news/detail_g/7');
    expect(patched.map((p) => p.name)).toEqual(['student', 'shared', 'common']);
  });

  it("adds the coach's set for coaches, never the student's", async () => {
    const { fetched, patched, navigate } = setup(() => 'coach');
    await navigate('/no-such-page');
    expect(patched.map((p) => p.name)).toEqual(['coach', 'shared', 'common']);
    expect(fetched).not.toContain('student');
  });
});

describe('the sets', () => {
  it('load the page of every route they hold', () => {
    for (const [name, set] of Object.entries(SETS)) {
      for (const entry of set.routes) expect(set.pages[entry.page], `${name}: ${entry.path}`).toBeTypeOf('function');
    }
  });
});
