import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import * as articles from './endpoints/articles';
import * as atlas from './endpoints/atlas';
import * as certification from './endpoints/certification';
import * as coach from './endpoints/coach';
import * as coachAccount from './endpoints/coach-account';
import * as exam from './endpoints/exam';
import * as lessons from './endpoints/lessons';
import * as light from './endpoints/light';
import * as map from './endpoints/map';
import * as orders from './endpoints/orders';
import * as pin from './endpoints/pin';
import * as posters from './endpoints/posters';
import * as site from './endpoints/site';
import * as sms from './endpoints/sms';
import * as support from './endpoints/support';
import * as system from './endpoints/system';
import * as train from './endpoints/train';
import * as user from './endpoints/user';
import * as wallet from './endpoints/wallet';
import * as wish from './endpoints/wish';
import * as wx from './endpoints/wx';

export * from './content-schemas';
export * from './endpoint';
export * from './exam-schemas';
export * from './light-schemas';
export * from './order-schemas';
export * from './pin-schemas';
export * from './qr-schemas';
export * from './schemas';
export * from './site-schemas';
export * from './train-schemas';
export * from './wish-schemas';

/** Every endpoint of the API, by name. */
export const endpoints = {
  ...system,
  ...wx,
  ...user,
  ...map,
  ...exam,
  ...atlas,
  ...lessons,
  ...articles,
  ...orders,
  ...sms,
  ...coachAccount,
  ...certification,
  ...wallet,
  ...coach,
  ...posters,
  ...wish,
  ...support,
  ...light,
  ...pin,
  ...site,
  ...train,
} satisfies Record<string, Endpoint>;
export type Endpoints = typeof endpoints;

type Key<E> = E extends Endpoint<infer M, infer P> ? `${M} ${P}` : never;

/** "GET /v1/user/base" → its query, body and response types, for typed clients. */
export type ApiMap = {
  [N in keyof Endpoints as Key<Endpoints[N]>]: {
    query: z.input<Endpoints[N]['query']>;
    body: z.input<Endpoints[N]['body']>;
    response: z.output<Endpoints[N]['response']>;
  };
};
export type ApiRoute = keyof ApiMap;

// The operator console's endpoints (/api/admin/…): a map of their own, never part of `endpoints`.
export * from './endpoints/admin';

// The operator API's endpoints (/api/ops/…, the operator token): the operator commands are their clients.
export * from './endpoints/ops';
