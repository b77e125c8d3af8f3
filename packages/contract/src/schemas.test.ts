import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HashId } from './schemas';

const query = z.object({ did: HashId.optional() });

describe('HashId', () => {
  it('keeps the last element of a comma list', () => {
    expect(query.parse({ did: 'Xk29aQ,Pq81mZ, Rt55cD' }).did).toBe('Rt55cD');
  });

  it('keeps the last element of a repeated parameter', () => {
    expect(query.parse({ did: ['Xk29aQ', 'Pq81mZ'] }).did).toBe('Pq81mZ');
  });

  it('ignores empty elements and treats an empty value as absent', () => {
    expect(query.parse({ did: 'Xk29aQ,,' }).did).toBe('Xk29aQ');
    expect(query.parse({ did: '' }).did).toBeUndefined();
    expect(query.parse({}).did).toBeUndefined();
  });

  it('refuses what cannot be a hash id', () => {
    expect(query.safeParse({ did: 'Xk29aQ,<script>' }).success).toBe(false);
  });
});
