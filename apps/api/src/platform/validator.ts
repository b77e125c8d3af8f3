import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidator } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Zod's validation, except for a plain object with no keys (most endpoints' query): that keeps nothing of
 * any object it is given, so the check is answered without running zod on every request (a hot read's
 * query carries only its access token). Anything but an object still goes to zod, for zod's refusal.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const zod = zodValidator(route);
  if (!keepsNothing(route.schema)) return zod;
  return (data) => (typeof data === 'object' && data !== null && !Array.isArray(data) ? { value: {} } : zod(data));
};

/** `z.object({})`: stripping unknown keys, with no catch-all, refinement or transform. */
function keepsNothing(schema: z.ZodType): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const def = schema._zod.def;
  return Object.keys(def.shape).length === 0 && def.catchall === undefined && !def.checks?.length;
}
