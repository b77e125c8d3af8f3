import { useQuery } from '@tanstack/react-query';
import type { Paper } from '@xueche/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useT } from './messages';
import { PAPER_ID, paperQuery } from './theory-api';

/** Loads the paper named in the URL; shows loading, not found or a retry, then hands the paper on. */
export function PaperLoader({ children }: { children: (paper: Paper) => ReactNode }) {
  const t = useT();
  const { paper_id: id = '' } = useParams();
  const valid = PAPER_ID.test(id);
  const paper = useQuery({ ...paperQuery(id), enabled: valid });
  if (!valid || (paper.isError && isApiError(paper.error) && paper.error.code === 404)) {
    return <Failed full message={t('exam.notFound')} />;
  }
  if (paper.isError) {
    return <Failed full message={errorMessage(paper.error, t('common.pageError'))} onRetry={() => paper.refetch()} />;
  }
  if (!paper.data) return <Loading full />;
  return children(paper.data);
}
