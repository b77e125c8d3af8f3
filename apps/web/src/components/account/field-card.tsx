import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { fieldQuery } from '../../lib/queries';
import { isLoggedIn, useSession } from '../../lib/session';
import { Failed } from '../blocks';
import { useT } from './field-card-messages';
import { FieldCardView } from './field-card-view';

/** The current exam field: the stored one, else the server's, with loading and failure shown. */
export function FieldCard() {
  const t = useT();
  const session = useSession();
  const query = useQuery({ ...fieldQuery(), enabled: isLoggedIn(session) });
  const field = session.field ?? query.data ?? undefined;

  if (!field && query.isError) {
    return <Failed message={errorMessage(query.error, t('common.networkError'))} onRetry={() => query.refetch()} />;
  }
  return <FieldCardView field={field} loading={!field && query.isPending} />;
}
