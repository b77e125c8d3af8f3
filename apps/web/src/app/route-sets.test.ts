import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteSets, ROOT_ID } from './route-sets';
import { routesForRole } from './routes';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

function setup(role: () => 'student' | 'coach' | undefined) {
  const patched: { id: string | null; paths: string[] }[] = [];
  const sets = createRouteSets({
    role,
    entriesFor: async (role) => routesForRole(role),
    toRoutes: (entries) => entries.map((e) => ({ path: e.path })),
  });
  const patch: Patch = (id, children) => patched.push({ id, paths: children.map((c) => c.path ?? '') });
  const navigate = async () => {
    // as the router does it: discovery first, then the guard's middleware
    await sets.patch({ patch, path: '/', matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    sets.onNavigation();
  };
  return { sets, patched, navigate };
}

describe('role route sets (SPEC §2)', () => {
  it('adds nothing before login', async () => {
    const { sets, patched, navigate } = setup(() => undefined);
    await navigate();
    expect(patched).toEqual([]);
    expect(sets.status).toBe(0);
  });

  it("adds the student's set once under the root: status 0 → 1 → 2", async () => {
    const { sets, patched, navigate } = setup(() => 'student');
    expect(sets.status).toBe(0);
    await navigate();
    expect(sets.status).toBe(1);
    expect(patched).toHaveLength(1);
    expect(patched[0]?.id).toBe(ROOT_ID);
    expect(patched[0]?.paths).toContain('/Indent');
    expect(patched[0]?.paths).not.toContain('/coach-wallet');
    await navigate();
    expect(sets.status).toBe(2);
    expect(patched).toHaveLength(1);
  });

  it("adds the coach's set for coaches", async () => {
    const { patched, navigate } = setup(() => 'coach');
    await navigate();
    expect(patched[0]?.paths).toContain('/coach-wallet');
    expect(patched[0]?.paths).not.toContain('/Indent');
  });
});
