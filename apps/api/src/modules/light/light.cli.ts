/**
 * The operator commands for the night-lighting sets, run by ops/cli.ts against the running server:
 *   npm run ops -- light:sets                          every field: own set or the standard one, version
 *   npm run ops -- light:export <field_id> [file]      a field's set as JSON (to the file, or printed)
 *   npm run ops -- light:import <field_id> <file>      give the field the set in the file (whole or nothing)
 *   npm run ops -- light:reset <field_id>              back to the standard set
 *   npm run ops -- light:voice-upload <field_id|standard> <key> <voice> <file>
 *                                                      a recording of one instruction (MP3, M4A or WAV)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { opsEndpoints as o } from '@xueche/contract';
import type { OpsClient } from '../../platform/ops-client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function fieldIdOf(text: string | undefined, usage: string): string {
  if (!text || !/^\d+$/.test(text)) fail(usage);
  return text;
}

export async function lightSets(ops: OpsClient): Promise<void> {
  const reply = await ops.send(o.opsLightSets);
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  const { standard, fields } = reply.data;
  const lines = [`Standard set: version ${standard.version}, draws ${standard.draw} of ${standard.items}.`, ''];
  for (const f of fields) {
    const which = f.own ? `own set, ${f.order}, draws ${f.draw} of ${f.items}` : 'standard set';
    lines.push(`#${f.field_id}  ${f.city} ${f.field_name}: ${which}, version ${f.version}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function lightExport(ops: OpsClient, args: string[]): Promise<void> {
  const fieldId = fieldIdOf(args[0], 'Usage: npm run ops -- light:export <field_id> [file]');
  const res = await ops.fetch(o.opsLightSetFile, { params: { field_id: fieldId } });
  if (!res.ok) fail(`The server refused the export (${res.status}): ${((await res.json()) as { msg: string }).msg}`);
  const text = await res.text();
  const own = res.headers.get('x-light-set-own') === 'true';
  const note = own ? '' : ' (the field has no set of its own: this is the standard set)';
  const [, file] = args;
  if (!file) {
    process.stdout.write(text);
    if (note) console.error(`Field ${fieldId}${note}.`);
    return;
  }
  writeFileSync(file, text);
  process.stdout.write(`Field ${fieldId}'s set written to ${file}${note}.\n`);
}

export async function lightImport(ops: OpsClient, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- light:import <field_id> <file.json>';
  const fieldId = fieldIdOf(args[0], usage);
  const [, file] = args;
  if (!file) fail(usage);
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const params = { field_id: fieldId };
  const reply = await ops.upload(
    o.opsLightSetImport,
    { params },
    readFileSync(file),
    'application/json; charset=utf-8',
  );
  if (reply.status === 422) {
    const { errors } = reply.data as { errors: { path: string; message: string }[] };
    console.error(`${reply.msg}:`);
    for (const e of errors) console.error(`  ${e.path}: ${e.message}`);
    process.exit(1);
  }
  if (!reply.ok) fail(`The server refused the import (${reply.status}): ${reply.msg}`);
  process.stdout.write(
    reply.data.changed
      ? `Imported ${file} as field ${fieldId}'s set: version ${reply.data.version}; its voices are being made.\n`
      : `Field ${fieldId} already has this set (version ${reply.data.version}); nothing changed.\n`,
  );
}

export async function lightReset(ops: OpsClient, args: string[]): Promise<void> {
  const fieldId = fieldIdOf(args[0], 'Usage: npm run ops -- light:reset <field_id>');
  const reply = await ops.send(o.opsLightSetReset, { params: { field_id: fieldId } });
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  process.stdout.write(
    reply.data.changed
      ? `Field ${fieldId} now uses the standard set (version ${reply.data.version}).\n`
      : `Field ${fieldId} already uses the standard set.\n`,
  );
}

export async function lightVoiceUpload(ops: OpsClient, args: string[]): Promise<void> {
  const usage =
    'Usage: npm run ops -- light:voice-upload <field_id|standard> <instruction key> <voice, e.g. 男声> <file.mp3|m4a|wav>';
  const [set, key, voice, file] = args;
  if (!set || !key || !voice || !file) fail(usage);
  const fieldId = set === 'standard' ? undefined : fieldIdOf(set, usage);
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)], { type: 'application/octet-stream' }), basename(file));
  const reply = await ops.upload(o.opsLightRecording, { query: { field_id: fieldId, key, voice } }, form);
  if (!reply.ok) fail(`The server refused the recording (${reply.status}): ${reply.msg}`);
  const { voice_ms, audio, replaced } = reply.data;
  const which = fieldId ? `field ${fieldId}'s set` : 'the standard set';
  process.stdout.write(
    `${replaced ? 'Replaced' : 'Stored'} the ${voice} recording of ${key} in ${which}: ${(voice_ms / 1000).toFixed(2)} s once trimmed, ${audio}\n`,
  );
}
