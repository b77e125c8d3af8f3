import { z } from 'zod';
import { ops } from '../../endpoint';
import { OperatorRow } from '../admin/operators';
import { OperatorName, OperatorRoleSchema } from '../admin/session';

/** The job queue (`jobs`, `jobs:run`), the console's accounts (`operator:*`) and the backup (`backup`). */

const int = z.number().int();

export const opsJobs = ops('GET', '/ops/jobs', {
  response: z.object({
    queues: z.array(
      z.object({
        name: z.string(),
        schedule: z.string().nullable(),
        created: int,
        retry: int,
        active: int,
        completed: int,
        failed: int,
      }),
    ),
    failed: z.array(
      z.object({
        id: z.string(),
        queue: z.string(),
        data: z.unknown(),
        error: z.string(),
        by: z.string().nullable(),
        attempts: int,
        failed_at: z.string(),
      }),
    ),
  }),
});

/** Run a sweep now (one waiting at most): its id, or null when one is already waiting. */
export const opsJobRun = ops('POST', '/ops/jobs/:queue', {
  params: z.object({ queue: z.string() }),
  response: z.object({ id: z.string().nullable() }),
});

const named = z.object({ username: OperatorName });
const WithPassword = z.object({ operator: OperatorRow, one_time_password: z.string() });

export const opsOperators = ops('GET', '/ops/operators', { response: z.object({ list: z.array(OperatorRow) }) });

export const opsOperatorAdd = ops('POST', '/ops/operators', {
  body: z.object({ username: OperatorName, role: OperatorRoleSchema }),
  response: WithPassword,
});

export const opsOperatorResetTotp = ops('POST', '/ops/operators/:username/reset-totp', {
  params: named,
  response: z.object({ operator: OperatorRow }),
});

export const opsOperatorResetPassword = ops('POST', '/ops/operators/:username/reset-password', {
  params: named,
  response: WithPassword,
});

export const opsOperatorDisable = ops('POST', '/ops/operators/:username/disable', {
  params: named,
  body: z.object({ disabled: z.boolean().default(true) }),
  response: z.object({ operator: OperatorRow }),
});

/** The embedded install as one checked .tar.gz, streamed while the server runs (409 on PostgreSQL). */
export const opsBackup = ops('GET', '/ops/backup', { response: z.string(), file: 'application/gzip' });
