import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { langOf } from '../../platform/messages';
import { route } from '../../platform/route';
import { appDocument, supportInfo } from './support.service';

/** Customer service and the app's documents: public, so '/service' and '/about/…' work signed out. */
export function supportRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.supportInfo, async ({ request }) => supportInfo(db, langOf(request)));

  route(app, db, e.appDocument, async ({ query, request }) => appDocument(db, query.key, langOf(request)));
}
