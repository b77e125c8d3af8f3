import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { langOf } from '../../platform/messages';
import { route } from '../../platform/route';
import { ledgerPage } from '../commerce';
import {
  describeWithdrawal,
  listWithdrawals,
  oneWithdrawal,
  requestWithdrawal,
  withdrawalRules,
} from './withdrawal.service';

/** The wallet endpoints of the coach workspace (issue 6): withdrawals, their rules, the ledger. */
export function walletRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.walletDeposit, async ({ user, body }) =>
    describeWithdrawal(
      deps,
      await requestWithdrawal(deps, user.id, { amountFen: body.amount, requestKey: body.request_key }),
    ),
  );

  route(app, db, e.cashList, async ({ user, query }) => {
    const found = await listWithdrawals(deps, user.id, query.page, query.num);
    return { ...found, list: found.list.map((w) => describeWithdrawal(deps, w)) };
  });

  route(app, db, e.cashOne, async ({ user, query }) =>
    describeWithdrawal(deps, await oneWithdrawal(deps, user.id, query.id)),
  );

  route(app, db, e.cashTxt, async ({ user }) => withdrawalRules(db, user.id));

  route(app, db, e.cashLedger, async ({ user, query, request }) =>
    ledgerPage(db, user.id, query.page, query.num, langOf(request)),
  );
}
