/**
 * The operator commands of the exam site, run by ops/cli.ts against the running server:
 *   npm run ops -- site:export <field_id> [file]       a field's yard, panoramas, interactive videos and slots
 *   npm run ops -- site:import <field_id> <file>       give the field the file's content (whole or nothing)
 *   npm run ops -- site:upload <image | video folder>  a 2:1 panorama, or a folder with video.mp4, cover.jpg and
 *                                                      hls/ (index.m3u8 + segments): prints the URL to put in a file
 *   npm run ops -- site:pending                        practice applications waiting for a decision
 *   npm run ops -- site:decide <id> approve|reject "<reply>"
 * `general` in place of a field id exports or imports the general interactive videos.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { opsEndpoints as o } from '@xueche/contract';
import { chinaDateTime } from '@xueche/time';
import type { OpsClient } from '../../platform/ops-client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A field's id, or null for `general` (the general interactive videos). */
function fieldOf(target: string | undefined, usage: string): string | null {
  if (target === 'general') return null;
  if (!target || !/^\d+$/.test(target)) fail(usage);
  return target;
}

export async function siteExport(ops: OpsClient, args: string[]): Promise<void> {
  const field = fieldOf(args[0], 'Usage: npm run ops -- site:export <field_id|general> [file]');
  const res = await (field === null
    ? ops.fetch(o.opsSiteInteractiveFile)
    : ops.fetch(o.opsSiteFile, { params: { field_id: field } }));
  if (!res.ok) fail(`The server refused the export (${res.status}): ${((await res.json()) as { msg: string }).msg}`);
  const text = await res.text();
  const [, file] = args;
  if (!file) {
    process.stdout.write(text);
    return;
  }
  writeFileSync(file, text);
  process.stdout.write(`Written to ${file}.\n`);
}

export async function siteImport(ops: OpsClient, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- site:import <field_id|general> <file.json>';
  const field = fieldOf(args[0], usage);
  const [, file] = args;
  if (!file) fail(usage);
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const json = 'application/json; charset=utf-8';
  const reply = await (field === null
    ? ops.upload(o.opsSiteInteractiveImport, {}, readFileSync(file), json)
    : ops.upload(o.opsSiteImport, { params: { field_id: field } }, readFileSync(file), json));
  if (reply.status === 422) {
    console.error(`${reply.msg}:`);
    for (const e of (reply.data as { errors?: { path: string; message: string }[] }).errors ?? []) {
      console.error(`  ${e.path}: ${e.message}`);
    }
    process.exit(1);
  }
  if (!reply.ok) fail(`The server refused the import (${reply.status}): ${reply.msg}`);
  process.stdout.write(
    reply.data.changed ? `Imported ${file}.\n` : `The server already has exactly this (${file}); nothing changed.\n`,
  );
}

const uploaded = (what: string, url: string) =>
  process.stdout.write(`Uploaded ${what}. Name it in a site file as:\n  ${url}\n`);

/** A file part for a multipart form. */
const part = (file: string, type: string) => new Blob([readFileSync(file)], { type });

export async function siteUpload(ops: OpsClient, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- site:upload <panorama.jpg|.png|.webp> | <video folder>';
  const [target] = args;
  if (!target) fail(usage);
  if (!existsSync(target)) fail(`No such file or folder: ${target}`);
  const form = new FormData();
  if (statSync(target).isDirectory()) {
    const need = ['video.mp4', 'cover.jpg', join('hls', 'index.m3u8')];
    for (const name of need) if (!existsSync(join(target, name))) fail(`${target} has no ${name} (${usage})`);
    form.append('video', part(join(target, 'video.mp4'), 'video/mp4'), 'video.mp4');
    form.append('cover', part(join(target, 'cover.jpg'), 'image/jpeg'), 'cover.jpg');
    form.append('playlist', part(join(target, 'hls', 'index.m3u8'), 'application/vnd.apple.mpegurl'), 'index.m3u8');
    for (const name of readdirSync(join(target, 'hls'))
      .filter((n) => n.endsWith('.ts'))
      .sort()) {
      form.append('segment', part(join(target, 'hls', name), 'video/mp2t'), name);
    }
    const reply = await ops.upload(o.opsSiteVideo, {}, form);
    if (!reply.ok) fail(`The upload was refused (${reply.status}): ${reply.msg}`);
    uploaded(`a ${reply.data.duration_s} s video`, reply.data.url);
  } else {
    form.append('file', part(target, 'application/octet-stream'), basename(target));
    const reply = await ops.upload(o.opsSitePanorama, {}, form);
    if (!reply.ok) fail(`The upload was refused (${reply.status}): ${reply.msg}`);
    uploaded(`a ${reply.data.width}×${reply.data.height} panorama`, reply.data.url);
  }
}

export async function sitePending(ops: OpsClient): Promise<void> {
  const reply = await ops.send(o.opsSitePractice, { query: { status: 'pending' } });
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  const { list } = reply.data;
  if (!list.length) {
    process.stdout.write('No practice applications are waiting for a decision.\n');
    return;
  }
  const lines = [`${list.length} practice application${list.length === 1 ? '' : 's'} waiting:`, ''];
  for (const a of list) {
    lines.push(
      `#${a.id}  ${a.date} ${a.slot}  ${a.field_name}  ${a.nickname} (${a.uid})  ${a.phone}  applied ${chinaDateTime(a.created_at)} (UTC+8)`,
    );
  }
  lines.push('', 'Decide with: npm run ops -- site:decide <id> approve|reject "<reply>"');
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function siteDecide(ops: OpsClient, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- site:decide <id> approve|reject "<reply>" (a rejection needs a reply)';
  const [id, decision, ...rest] = args;
  const reply = rest.join(' ').trim();
  if (!id || !/^\d+$/.test(id)) fail(usage);
  if (decision !== 'approve' && decision !== 'reject') fail(usage);
  if (decision === 'reject' && !reply) fail(`A rejection needs a reply the student will read.\n${usage}`);
  const answer = await ops.send(o.opsSitePracticeDecide, { params: { id }, body: { decision, reply } });
  if (!answer.ok) fail(`The decision was refused (${answer.status}): ${answer.msg}`);
  const a = answer.data;
  process.stdout.write(
    `Application #${a.id} (${a.date} ${a.slot}, ${a.field_name}) ${a.status}; the student is being texted.\n`,
  );
}
