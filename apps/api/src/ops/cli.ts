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
import { lightExport, lightImport, lightReset, lightSets } from '../modules/light/light.cli';
import { pinPending, pinReview } from '../modules/pin/pin.cli';
import { siteDecide, siteExport, siteImport, sitePending, siteUpload } from '../modules/site/site.cli';
import { trainEndSession } from '../modules/train/booking.cli';
import { trainPending, trainReview } from '../modules/train/train.cli';
import { withdrawalPending, withdrawalReview } from '../modules/wallet/wallet.cli';
import { wishAnswer, wishList } from '../modules/wish/wish.cli';
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

interface Envelope {
  msg: string;
  data: unknown;
}

async function importQuestions(file: string | undefined): Promise<void> {
  if (!file) fail('Usage: npm run questions:import -- <file.json|file.csv>');
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const csv = extname(file).toLowerCase() === '.csv';
  const res = await call('/questions/import', {
    method: 'POST',
    headers: { 'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8' },
    body: readFileSync(file),
  });
  const reply = (await res.json()) as Envelope;
  if (res.status === 422) {
    const { errors } = reply.data as { errors: { where: string; id?: string; field: string; message: string }[] };
    console.error(`${reply.msg}:`);
    for (const e of errors) console.error(`  ${e.where}${e.id ? ` (${e.id})` : ''} ${e.field}: ${e.message}`);
    process.exit(1);
  }
  if (!res.ok) fail(`The server refused the import (${res.status}): ${reply.msg}`);
  const s = reply.data as {
    chapters: { added: number; updated: number };
    questions: { added: number; updated: number; unchanged: number };
  };
  process.stdout.write(
    `Imported ${file}: questions ${s.questions.added} added, ${s.questions.updated} updated, ${s.questions.unchanged} unchanged; chapters ${s.chapters.added} added, ${s.chapters.updated} updated.\n`,
  );
}

async function exportQuestions(csv: boolean): Promise<void> {
  const res = await call(`/questions/export?format=${csv ? 'csv' : 'json'}`);
  if (!res.ok) fail(`The server refused the export (${res.status}): ${((await res.json()) as Envelope).msg}`);
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
  const res = await call('/refunds', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      order_no: orderNo,
      refund_no: refundNo,
      amount: amount === undefined ? undefined : yuanToFen(amount),
      reason: option(args, '--reason'),
    }),
  });
  const reply = (await res.json()) as Envelope;
  if (!res.ok) fail(`The refund was refused (${res.status}): ${reply.msg}`);
  const r = reply.data as { amount: number; status: string; order_refunded: number; order_status: string };
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
    await coachPending(call);
    break;
  case 'coach:review':
    await coachReview(call, args);
    break;
  case 'withdrawal:pending':
    await withdrawalPending(call);
    break;
  case 'withdrawal:review':
    await withdrawalReview(call, args);
    break;
  case 'wish:list':
    await wishList(call, args);
    break;
  case 'wish:answer':
    await wishAnswer(call, args);
    break;
  case 'jobs':
    await jobsStatus(call);
    break;
  case 'jobs:run':
    await jobsRun(call, args);
    break;
  case 'light:sets':
    await lightSets(call);
    break;
  case 'light:export':
    await lightExport(call, args);
    break;
  case 'light:import':
    await lightImport(call, args);
    break;
  case 'light:reset':
    await lightReset(call, args);
    break;
  case 'pin:pending':
    await pinPending(call);
    break;
  case 'pin:review':
    await pinReview(call, args);
    break;
  case 'train:pending':
    await trainPending(call);
    break;
  case 'train:review':
    await trainReview(call, args);
    break;
  case 'train:end-session':
    await trainEndSession(call, args);
    break;
  case 'site:export':
    await siteExport(call, args);
    break;
  case 'site:import':
    await siteImport(call, args);
    break;
  case 'site:upload':
    await siteUpload(call, args);
    break;
  case 'site:pending':
    await sitePending(call);
    break;
  case 'site:decide':
    await siteDecide(call, args);
    break;
  case 'operator:add':
    await operatorAdd(call, args);
    break;
  case 'operator:list':
    await operatorList(call);
    break;
  case 'operator:reset-totp':
    await operatorResetTotp(call, args);
    break;
  case 'operator:reset-password':
    await operatorResetPassword(call, args);
    break;
  case 'operator:disable':
    await operatorDisable(call, args, true);
    break;
  case 'operator:enable':
    await operatorDisable(call, args, false);
    break;
  case 'backup':
    await backup(call, args);
    break;
  case 'restore':
    await restore(args);
    break;
  default:
    fail(
      'Commands: questions:import <file>, questions:export [--csv], refund <order_no> [amount] [--refund-no R…], coach:pending, coach:review <id> approve|reject "<reason>", withdrawal:pending, withdrawal:review <id> approve|reject "<reason>", wish:list [state], wish:answer <id> <state> "<answer>", jobs, jobs:run <queue>, light:sets, light:export <field_id> [file], light:import <field_id> <file>, light:reset <field_id>, pin:pending, pin:review <user_id> approve|reject "<reason>", train:pending, train:review <check id> approve|reject "<reason>", train:end-session <booking id>, site:export <field_id|general> [file], site:import <field_id|general> <file>, site:upload <file|folder>, site:pending, site:decide <id> approve|reject "<reply>", operator:add <name> <role>, operator:list, operator:reset-totp <name>, operator:reset-password <name>, operator:disable <name>, operator:enable <name>, backup [file], restore <file> [--data-dir <dir>]',
    );
}
