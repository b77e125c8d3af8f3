import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { langOf } from '../../platform/messages';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { NOTIFY_PATH } from '../commerce/commerce.routes';
import { ledgerPage } from './ledger-labels';
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
  // WeChat Pay tells the same endpoint as payments about finished transfers (MCHTRANSFER.BILL.FINISHED).
  const notifyUrl = (request: FastifyRequest) => `${publicOrigin(deps.config, request)}/api${NOTIFY_PATH}`;

  route(app, db, e.walletDeposit, async ({ user, body, request }) =>
    describeWithdrawal(
      deps,
      await requestWithdrawal(deps, user.id, {
        amountFen: body.amount,
        requestKey: body.request_key,
        notifyUrl: notifyUrl(request),
      }),
    ),
  );

  route(app, db, e.cashList, async ({ user, query, request }) => {
    const found = await listWithdrawals(deps, user.id, query.page, query.num, notifyUrl(request));
    return { ...found, list: found.list.map((w) => describeWithdrawal(deps, w)) };
  });

  route(app, db, e.cashOne, async ({ user, query, request }) =>
    describeWithdrawal(deps, await oneWithdrawal(deps, user.id, query.id, notifyUrl(request))),
  );

  route(app, db, e.cashTxt, async ({ user }) => withdrawalRules(db, user.id));

  route(app, db, e.cashLedger, async ({ user, query, request }) =>
    ledgerPage(db, user.id, query.page, query.num, langOf(request)),
  );
}
