/**
 * Operator commands, run against the running server (the embedded database admits one process):
 *   npm run questions:import -- <file.json|file.csv>
 *   npm run questions:export -- [--csv]
 *   npm run ops -- refund <order_no> [amount in yuan] [--refund-no R…] [--reason "…"]
 *   npm run ops -- coach:pending | coach:review <id> approve|reject "<reason>"
 *   npm run ops -- withdrawal:pending | withdrawal:review <id> approve|reject "<reason>"
 *   npm run ops -- wish:list [state] | wish:answer <id> open|planned|done|declined "<answer>"
 *   npm run ops -- jobs | jobs:run <queue>
 *   npm run ops -- light:sets | light:export <field_id> [file] | light:import <field_id> <file> | light:reset <field_id>
 *   npm run ops -- light:voice-upload <field_id|standard> <instruction key> <voice> <file.mp3|m4a|wav>
 *   npm run ops -- pin:pending | pin:review <user_id> approve|reject "<reason>"
 *   npm run ops -- train:pending | train:review <check id> approve|reject "<reason>"
 *   npm run ops -- train:end-session <booking id>   (sandbox only)
 *   npm run ops -- site:export <field_id|general> [file] | site:import <field_id|general> <file> | site:upload <file|folder>
 *   npm run ops -- site:pending | site:decide <id> approve|reject "<reply>"
 *   npm run ops -- operator:add <name> <admin|content|reviewer|finance> | operator:list
 *   npm run ops -- operator:reset-totp <name> | operator:reset-password <name> | operator:disable <name> | operator:enable <name>
 *   npm run ops -- backup [file] | restore <file> [--data-dir <empty folder>]   (restore runs offline)
 * XUECHE_URL says where the server is; the token is OPS_TOKEN or the one the server keeps in DATA_DIR.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { opsEndpoints as o } from '@xueche/contract';
import {
  operatorAdd,
  operatorDisable,
  operatorList,
  operatorResetPassword,
  operatorResetTotp,
} from '../modules/admin/operators.cli';
import { backup, restore } from '../modules/backup/backup.cli';
import { coachPending, coachReview } from '../modules/certification/certification.cli';
import { jobsRun, jobsStatus } from '../modules/jobs/jobs.cli';
import { lightExport, lightImport, lightReset, lightSets, lightVoiceUpload } from '../modules/light/light.cli';
import { pinPending, pinReview } from '../modules/pin/pin.cli';
import { siteDecide, siteExport, siteImport, sitePending, siteUpload } from '../modules/site/site.cli';
import { trainEndSession } from '../modules/train/booking.cli';
import { trainPending, trainReview } from '../modules/train/train.cli';
import { withdrawalPending, withdrawalReview } from '../modules/wallet/wallet.cli';
import { wishAnswer, wishList } from '../modules/wish/wish.cli';
import { opsClient } from '../platform/ops-client';
import { OPS_TOKEN_FILE } from '../platform/ops-token';

const base = (process.env.XUECHE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

function opsToken(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const file = join(process.env.DATA_DIR ?? '.data', OPS_TOKEN_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  fail(`No operator token: set OPS_TOKEN, or start the server once so it writes ${file}.`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${base}/api/ops${path}`, {
      ...init,
      // The importer's row messages are English; ask for the summary in the same language.
      headers: { ...init.headers, authorization: `Bearer ${opsToken()}`, 'accept-language': 'en' },
    });
  } catch (error) {
    fail(`Cannot reach the server at ${base} (${(error as Error).message}). Is it running? (npm start)`);
  }
}

/** The operator API's typed client (the contract's opsEndpoints). */
const ops = opsClient(call);

async function importQuestions(file: string | undefined): Promise<void> {
  if (!file) fail('Usage: npm run questions:import -- <file.json|file.csv>');
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const csv = extname(file).toLowerCase() === '.csv';
  const type = csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
  const reply = await ops.upload(o.opsQuestionsImport, {}, readFileSync(file), type);
  if (reply.status === 422) {
    const { errors } = reply.data as { errors: { where: string; id?: string; field: string; message: string }[] };
    console.error(`${reply.msg}:`);
    for (const e of errors) console.error(`  ${e.where}${e.id ? ` (${e.id})` : ''} ${e.field}: ${e.message}`);
    process.exit(1);
  }
  if (!reply.ok) fail(`The server refused the import (${reply.status}): ${reply.msg}`);
  const s = reply.data;
  process.stdout.write(
    `Imported ${file}: questions ${s.questions.added} added, ${s.questions.updated} updated, ${s.questions.unchanged} unchanged; chapters ${s.chapters.added} added, ${s.chapters.updated} updated.\n`,
  );
}

async function exportQuestions(csv: boolean): Promise<void> {
  const res = await ops.fetch(o.opsQuestionsExport, { query: { format: csv ? 'csv' : 'json' } });
  if (!res.ok) fail(`The server refused the export (${res.status}): ${((await res.json()) as { msg: string }).msg}`);
  process.stdout.write(await res.text());
}

/** "12.5" yuan → 1250 fen; anything else is refused rather than guessed. */
function yuanToFen(text: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) fail(`Amount must be in yuan, like 12 or 12.50 (got ${text}).`);
  const [whole = '0', cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function refund(args: string[]): Promise<void> {
  const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const [orderNo, amount] = positional;
  if (!orderNo) fail('Usage: npm run ops -- refund <order_no> [amount in yuan] [--refund-no R…] [--reason "…"]');
  // The number is chosen before asking, and printed, so a retry after any failure refunds once.
  const refundNo = option(args, '--refund-no') ?? `R${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  process.stdout.write(`Refund ${refundNo} for order ${orderNo} (to retry: --refund-no ${refundNo})\n`);
  const reply = await ops.send(o.opsRefund, {
    body: {
      order_no: orderNo,
      refund_no: refundNo,
      amount: amount === undefined ? undefined : yuanToFen(amount),
      reason: option(args, '--reason'),
    },
  });
  if (!reply.ok) fail(`The refund was refused (${reply.status}): ${reply.msg}`);
  const r = reply.data;
  process.stdout.write(
    `${r.status}: ¥${(r.amount / 100).toFixed(2)} refunded; the order has ¥${(r.order_refunded / 100).toFixed(2)} refunded in all and is ${r.order_status}.\n`,
  );
}

const [command, ...args] = process.argv.slice(2);
switch (command) {
  case 'questions:import':
    await importQuestions(args[0]);
    break;
  case 'questions:export':
    await exportQuestions(args.includes('--csv'));
    break;
  case 'refund':
    await refund(args);
    break;
  case 'coach:pending':
    await coachPending(ops);
    break;
  case 'coach:review':
    await coachReview(ops, args);
    break;
  case 'withdrawal:pending':
    await withdrawalPending(ops);
    break;
  case 'withdrawal:review':
    await withdrawalReview(ops, args);
    break;
  case 'wish:list':
    await wishList(ops, args);
    break;
  case 'wish:answer':
    await wishAnswer(ops, args);
    break;
  case 'jobs':
    await jobsStatus(ops);
    break;
  case 'jobs:run':
    await jobsRun(ops, args);
    break;
  case 'light:sets':
    await lightSets(ops);
    break;
  case 'light:export':
    await lightExport(ops, args);
    break;
  case 'light:import':
    await lightImport(ops, args);
    break;
  case 'light:reset':
    await lightReset(ops, args);
    break;
  // The hyphenated name as issue 32 first wrote it.
  case 'light:voice-upload':
  case 'light-voice-upload':
    await lightVoiceUpload(ops, args);
    break;
  case 'pin:pending':
    await pinPending(ops);
    break;
  case 'pin:review':
    await pinReview(ops, args);
    break;
  case 'train:pending':
    await trainPending(ops);
    break;
  case 'train:review':
    await trainReview(ops, args);
    break;
  case 'train:end-session':
    await trainEndSession(ops, args);
    break;
  case 'site:export':
    await siteExport(ops, args);
    break;
  case 'site:import':
    await siteImport(ops, args);
    break;
  case 'site:upload':
    await siteUpload(ops, args);
    break;
  case 'site:pending':
    await sitePending(ops);
    break;
  case 'site:decide':
    await siteDecide(ops, args);
    break;
  case 'operator:add':
    await operatorAdd(ops, args);
    break;
  case 'operator:list':
    await operatorList(ops);
    break;
  case 'operator:reset-totp':
    await operatorResetTotp(ops, args);
    break;
  case 'operator:reset-password':
    await operatorResetPassword(ops, args);
    break;
  case 'operator:disable':
    await operatorDisable(ops, args, true);
    break;
  case 'operator:enable':
    await operatorDisable(ops, args, false);
    break;
  case 'backup':
    await backup(ops, args);
    break;
  case 'restore':
    await restore(args);
    break;
  default:
    fail(
      'Commands: questions:import <file>, questions:export [--csv], refund <order_no> [amount] [--refund-no R…], coach:pending, coach:review <id> approve|reject "<reason>", withdrawal:pending, withdrawal:review <id> approve|reject "<reason>", wish:list [state], wish:answer <id> <state> "<answer>", jobs, jobs:run <queue>, light:sets, light:export <field_id> [file], light:import <field_id> <file>, light:reset <field_id>, light:voice-upload <field_id|standard> <key> <voice> <file>, pin:pending, pin:review <user_id> approve|reject "<reason>", train:pending, train:review <check id> approve|reject "<reason>", train:end-session <booking id>, site:export <field_id|general> [file], site:import <field_id|general> <file>, site:upload <file|folder>, site:pending, site:decide <id> approve|reject "<reply>", operator:add <name> <role>, operator:list, operator:reset-totp <name>, operator:reset-password <name>, operator:disable <name>, operator:enable <name>, backup [file], restore <file> [--data-dir <dir>]',
    );
}
