import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer';

/** A one-route app that replies `data` through the schema. */
async function reply(schema: z.ZodType, data: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject({ url: '/' });
  await app.close();
  return res;
}

const Person = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().optional(),
  field: z.number().int().nullable(),
  kind: z.union([z.object({ coach: z.literal(true), level: z.number() }), z.object({ coach: z.literal(false) })]),
});

describe('replies written from the contract', () => {
  it('send only the keys the schema lists, with optional keys left out and nulls kept', async () => {
    const res = await reply(Person, {
      id: 7,
      name: '王小明',
      field: null,
      kind: { coach: true, level: 2, secret: 'x' },
      openid: 'must-not-leave',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: '王小明', field: null, kind: { coach: true, level: 2 } });
    expect(res.body).not.toContain('must-not-leave');
  });

  it('fail the reply when a required key is missing, rather than send half an answer', async () => {
    const res = await reply(Person, { id: 7, field: null, kind: { coach: false } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id":7');
  });

  it('leave a schema with a transform to zod, which runs it', async () => {
    const Stamp = z.object({
      at: z.codec(z.string(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
    });
    const res = await reply(Stamp, { at: new Date('2026-11-25T00:00:00Z') });
    expect(res.json()).toEqual({ at: '2026-11-25T00:00:00.000Z' });
  });
});
