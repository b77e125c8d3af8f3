import { z } from 'zod';
import { paged } from '../../content-schemas';
import { adminGet } from '../../endpoint';
import { num, page } from '../../exam-schemas';
import { id } from '../../schemas';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const AuditEntry = z.object({
  id: z.number().int(),
  /** `operator:<name>` for the console, `ops-token…` for the CLI and automation. */
  actor: z.string(),
  operator_id: z.number().int().nullable(),
  /** e.g. coach.cert.review, theory.application.decide, operator.sign-in */
  action: z.string(),
  /** What was acted on, e.g. `certification:12` ('' when nothing in particular). */
  target: z.string(),
  /** The rest as the action recorded it: `before` and `after` for a change, `error` for a refusal. */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

/**
 * The audit log, newest first: every operator action, from the console or the operator token. Filters:
 * one operator, an action or its prefix (`coach.cert` finds coach.cert.review and .list), days in China time.
 */
export const adminAudit = adminGet('/admin/audit', {
  operator: ['admin'],
  query: z.object({
    page,
    num,
    operator_id: optional(id),
    /** `ops-token` finds the CLI's lines. */
    actor: optional(z.string().max(80)),
    action: optional(z.string().max(80)),
    from: optional(Day),
    to: optional(Day),
  }),
  response: paged(AuditEntry),
});

/** What the filters offer: the operators and every action the log holds. */
export const adminAuditFacets = adminGet('/admin/audit/facets', {
  operator: ['admin'],
  response: z.object({
    operators: z.array(z.object({ id: z.number().int(), username: z.string() })),
    actions: z.array(z.string()),
  }),
});
