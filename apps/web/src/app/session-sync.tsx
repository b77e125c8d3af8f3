import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../lib/api-error';
import { t } from '../lib/i18n';
import { fieldQuery, userQuery } from '../lib/queries';
import { isLoggedIn, setField, setUser, useSession } from '../lib/session';
import { toast } from '../lib/toast';

/** Keeps the stored user and exam field in step with the server once logged in; draws nothing. */
export default function SessionSync() {
  const loggedIn = isLoggedIn(useSession());
  const user = useQuery({ ...userQuery(), enabled: loggedIn });
  const field = useQuery({ ...fieldQuery(), enabled: loggedIn });

  useEffect(() => {
    if (user.data) setUser(user.data);
  }, [user.data]);

  useEffect(() => {
    // docs/product.md#errors-the-user-reads: the user info failing (other than an ended session, handled globally) is
    // said out loud.
    if (user.error && !(isApiError(user.error) && user.error.code === 401)) toast(t('error.userInfo'), 'fail');
  }, [user.error]);

  useEffect(() => {
    if (field.data) setField(field.data);
  }, [field.data]);

  return null;
}
