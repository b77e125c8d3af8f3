import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { answerPaper, examHistory, getPaper, submitPaper } from './paper.service';
import { createPaper } from './paper-start';
import { answerPractice, practicePage, removeFromBook, setFavorite } from './practice.service';
import { banksOverview, examStats, reportError, subjectOverview } from './progress.service';
import { hasVip, VIP_MODES, VIP_PREVIEW } from './vip';

export function examRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.examBanks, async () => banksOverview(db));

  route(app, db, e.examChapters, async ({ user, query }) => ({
    ...(await subjectOverview(db, user.id, query.subject, query.bank)),
    vip: await hasVip(db, user.id, query.subject),
  }));

  route(app, db, e.examPractice, async ({ user, query }) => {
    const locked = VIP_MODES.has(query.mode) && !(await hasVip(db, user.id, query.subject));
    return practicePage(db, user.id, { ...query, preview: locked ? VIP_PREVIEW : undefined });
  });

  route(app, db, e.practiceAnswer, async ({ user, body }) =>
    answerPractice(db, user.id, {
      questionId: body.question_id,
      answer: body.answer,
      mode: body.mode,
      chapter: body.chapter,
      bank: body.bank,
      position: body.position,
    }),
  );

  route(app, db, e.examFavorite, async ({ user, body }) => ({
    on: await setFavorite(db, user.id, body.question_id, body.on),
  }));

  route(app, db, e.bookRemove, async ({ user, body }) => {
    await removeFromBook(db, user.id, body.question_id);
    return {};
  });

  route(app, db, e.paperCreate, async ({ user, body }) =>
    createPaper(db, user.id, body.subject, body.bank, body.stop_on_fail),
  );

  route(app, db, e.paperGet, async ({ user, query }) => getPaper(db, user.id, query.id));

  route(app, db, e.paperAnswer, async ({ user, body }) =>
    answerPaper(db, user.id, body.paper_id, body.question_id, body.answer),
  );

  route(app, db, e.paperSubmit, async ({ user, body }) => ({
    id: body.paper_id,
    ...(await submitPaper(db, user.id, body.paper_id)),
  }));

  route(app, db, e.examList, async ({ user, query }) => examHistory(db, user.id, query.subject, query.page, query.num));

  route(app, db, e.examStats, async ({ user, query }) => examStats(db, user.id, query.subject, query.bank));

  route(app, db, e.submitError, async ({ user, body }) =>
    reportError(db, user.id, { questionId: body.question_id, kind: body.kind, content: body.content }),
  );
}
