import { useState } from 'react';
import { api } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { PrimaryButton } from '../primary-button';
import { useT } from './messages';

/** Ends the session on the server (token revoked) and on this device, then starts from home. */
export function LogoutButton() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const handleLogout = async () => {
    setBusy(true);
    // Even if the server cannot be reached, this device forgets the session.
    await api('POST /v1/user/logout').catch(() => undefined);
    clearSession();
    window.location.replace('/');
  };
  return (
    <PrimaryButton block variant="ghost" disabled={busy} onClick={handleLogout}>
      {busy ? t('profile.loggingOut') : t('profile.logout')}
    </PrimaryButton>
  );
}
