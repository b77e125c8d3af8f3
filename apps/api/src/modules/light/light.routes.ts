import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../platform/errors';
import { langOf } from '../../platform/messages';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { lightAnswer, lightList } from './light.service';
import { submitAttempt } from './light-attempt.service';
import { lightErrs, lightIndex } from './light-history.service';
import { lightCard, shareAttempt } from './light-share.service';
import { sendVoice } from './voice-reply';
import { readVoice, VOICE_PREFIX } from './voices.service';

/** Night-lighting practice: a field's instruction set and its voices, attempts judged by the server, sharing. */
export function lightRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.lightAnswer, async ({ query }) => lightAnswer(deps, query.field_id, query.voice));
  route(app, db, e.lightList, async ({ query }) => lightList(deps, query.mod, query.field_id, query.voice));
  route(app, db, e.lightUp, async ({ user, body }) => submitAttempt(db, user.id, body));
  route(app, db, e.lightErrs, async ({ user, query, request }) =>
    lightErrs(db, user.id, query.page, query.num, langOf(request)),
  );
  route(app, db, e.lightIndex, async ({ user, request }) => lightIndex(db, user.id, langOf(request)));
  route(app, db, e.lightShare, async ({ user, query, request }) =>
    shareAttempt(db, user, query.id, publicOrigin(deps.config, request)),
  );
  route(app, db, e.lightCard, async ({ query }) => lightCard(db, query.code));

  // The instructions' voices, public like portraits and served from this origin whichever store holds them.
  app.get(`${VOICE_PREFIX}:name`, async (request, reply) => {
    const mp3 = await readVoice(deps, (request.params as { name: string }).name);
    if (!mp3) throw notFound();
    return sendVoice(reply, mp3, request.headers.range);
  });
}
