import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Replies are written by a serializer compiled from the contract's response schema (fast-json-stringify,
 * Fastify's own): only the listed keys go out, as with zod, at a fraction of the cost of encoding every
 * reply through zod first (12 % of a hot read's time). Handlers are held to the contract by the compiler
 * (they return its input type); a required key missing still fails the reply. A schema JSON Schema cannot
 * state (a transform, a codec) keeps zod's encoder.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  // Compiled at a route's first reply, not at start: compiling all of them took 1.3 s of every start (a
  // test file's app, each API process), and the contract's schemas are shared by every app in the process.
  let write: Write | undefined;
  return (data) => {
    write ??= compiled(route);
    return write(data);
  };
};

type Write = (data: unknown) => string;
const bySchema = new WeakMap<z.ZodType, Write | null>();

function compiled(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): Write {
  let write = bySchema.get(route.schema);
  if (write === undefined) {
    const wire = wireSchema(route.schema);
    try {
      write = wire ? (fastJson(wire) as Write) : null;
    } catch {
      write = null;
    }
    bySchema.set(route.schema, write);
  }
  return write ?? (zodSerializer(route) as Write);
}

/** The reply's JSON Schema, or null when zod has something to run on it (a transform, a codec) that JSON Schema cannot state. */
function wireSchema(schema: z.ZodType): Record<string, unknown> | null {
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-7',
      reused: 'inline',
    });
    return allowingMoreKeys(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Without `additionalProperties: false`: unlisted keys are never written anyway, and a union then picks
 * its first branch that fits, extra keys or not, as zod's does (with it, an object carrying one key more
 * than its branch would match no branch and fail the reply).
 */
function allowingMoreKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingMoreKeys);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingMoreKeys(value)]),
  );
}
