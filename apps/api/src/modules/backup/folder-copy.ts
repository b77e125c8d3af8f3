import { constants, copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A copy of a folder (reflinks where the file system has them), while the server goes on. */
export async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory()) await copyFolder(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile()) await copyFile(join(from, entry.name), join(to, entry.name), constants.COPYFILE_FICLONE);
  }
}

/**
 * Makes an earlier copy of `from` equal to it again: copies anew every file changed at or after `since`
 * (milliseconds, as file times), or of another size, or new, and removes what `from` no longer has. For a
 * database folder few files change between the two passes, so this one is short. Synchronous: it runs
 * while every request waits for the database anyway, and its 3,000 stat calls through the thread pool took
 * ten times as long on a busy machine.
 */
export function refreshCopy(from: string, to: string, since: number): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  const copied = new Map(readdirSync(to, { withFileTypes: true }).map((e) => [e.name, e]));
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    const before = copied.get(entry.name);
    copied.delete(entry.name);
    if (entry.isDirectory()) {
      if (before && !before.isDirectory()) rmSync(target, { force: true });
      refreshCopy(source, target, since);
    } else if (entry.isFile()) {
      const now = statSync(source);
      const then = before?.isFile() ? statSync(target) : undefined;
      if (!then || now.mtimeMs >= since || now.size !== then.size) {
        if (before) rmSync(target, { recursive: true, force: true });
        copyFileSync(source, target, constants.COPYFILE_FICLONE);
      }
    }
  }
  for (const name of copied.keys()) rmSync(join(to, name), { recursive: true, force: true });
}
