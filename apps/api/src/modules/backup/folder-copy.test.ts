import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { copyFolder, refreshCopy } from './folder-copy';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Every file under a folder with its text, and every folder, by relative path. */
function contents(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        out[`${relative(root, path)}/`] = '';
        visit(path);
      } else out[relative(root, path)] = readFileSync(path, 'utf8');
    }
  };
  visit(root);
  return out;
}

it('a second pass makes the copy equal to the folder again', async () => {
  const root = mkdtempSync(join(tmpdir(), 'xueche-copy-'));
  dirs.push(root);
  const from = join(root, 'from');
  const to = join(root, 'to');
  mkdirSync(join(from, 'base/5'), { recursive: true });
  mkdirSync(join(from, 'pg_notify'));
  mkdirSync(join(from, 'gone'));
  writeFileSync(join(from, 'base/5/1259'), 'catalog v1');
  writeFileSync(join(from, 'base/5/2619'), 'stats v1');
  writeFileSync(join(from, 'gone/x'), 'x');
  writeFileSync(join(from, 'pg_control'), 'control v1');
  const old = new Date(Date.now() - 60_000);
  for (const f of ['base/5/1259', 'base/5/2619', 'gone/x', 'pg_control']) utimesSync(join(from, f), old, old);

  const since = Date.now() - 1000;
  await copyFolder(from, to);
  // Written after the first pass began: changed in place (same size), grown, new, removed, replaced.
  writeFileSync(join(from, 'base/5/1259'), 'catalog v2');
  writeFileSync(join(from, 'pg_control'), 'control v2, longer');
  writeFileSync(join(from, 'base/5/16384'), 'new table');
  rmSync(join(from, 'gone'), { recursive: true });
  rmSync(join(from, 'base/5/2619'));
  mkdirSync(join(from, 'base/5/2619'));
  // Left over in the copy only: removed.
  writeFileSync(join(to, 'base/5/1259.old'), 'copy only');

  await refreshCopy(from, to, since);
  expect(contents(to)).toEqual(contents(from));
});
