import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { releaseAfterPause } from '../../lib/debounce';
import type { MessageKey } from './messages';
import { confirmTransfer } from './transfer';
import { refreshWallet, resultPath, type Withdrawal } from './wallet-api';

/** A sentence for the page after something did not go the usual way. */
export interface Notice {
  key: MessageKey;
  params?: Record<string, string | number>;
  tone: 'info' | 'warn';
}

export interface ConfirmControl {
  /** The withdrawal being confirmed (its button shows progress), if any. */
  busyId: number | undefined;
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  confirm: (w: Withdrawal) => Promise<void>;
}

/** Runs the coach's acceptance of a transfer and goes to its result; says why when it cannot. */
export function useConfirm(): ConfirmControl {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<number>();
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirm = async (w: Withdrawal) => {
    const startedAt = Date.now();
    setBusyId(w.id);
    setNotice(null);
    let leaving = false;
    try {
      const outcome = await confirmTransfer(w);
      switch (outcome.kind) {
        case 'answered':
          await refreshWallet(client);
          navigate(resultPath(w.id, outcome.answer));
          break;
        case 'redirected':
          // The page is going away: keep the button busy until it does.
          leaving = true;
          break;
        case 'failed':
          setNotice({ key: 'wallet.outcome.bridgeFailed', params: { reason: outcome.detail ?? '' }, tone: 'warn' });
          break;
        case 'no-bridge':
          setNotice({ key: 'wallet.outcome.noBridge', tone: 'warn' });
          break;
        case 'wechat-only':
          setNotice({ key: 'wallet.outcome.wechatOnly', tone: 'info' });
          break;
      }
    } finally {
      if (!leaving) releaseAfterPause(startedAt, () => setBusyId(undefined));
    }
  };

  return { busyId, notice, setNotice, confirm };
}
