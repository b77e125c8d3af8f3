import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { closeFieldPicker, useFieldPicker } from '../../lib/field-picker';
import { useT } from '../../lib/i18n';
import { isLoggedIn, roleOf, useSession } from '../../lib/session';
import { read, readSession, writeSession } from '../../lib/storage';
import type { RouteEntry } from '../route-types';
import { FollowPromptSlot } from './follow-prompt-slot';

const CoachInviteDialog = lazy(() => import('../../features/coach-invite/coach-invite-dialog'));
const FollowDialog = lazy(() => import('../../features/follow/follow-dialog'));
const LocationCheck = lazy(() => import('../../features/exam-field/location-check'));
const FieldPicker = lazy(() => import('../../features/exam-field/field-picker'));

/** SPEC §2: the follow dialog belongs to these pages only. */
const FOLLOW_DIALOG_PATHS = new Set(['/ke', '/coach-index', '/']);
const REGISTRATION_PATHS = new Set(['/coach-register', '/site/reg1']);

/** Dialogs over every page, each loaded only when it has something to show. */
export default function GlobalOverlays({ entry }: { entry: RouteEntry | undefined }) {
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();
  const pickerOpen = useFieldPicker((s) => s.open);
  const loggedIn = isLoggedIn(session);
  const [inviteClosed, setInviteClosed] = useState(() => readSession('coachInviteLater') === '1');
  const closeInvite = () => {
    writeSession('coachInviteLater', '1');
    setInviteClosed(true);
  };

  const inviteImages = read('coachRegImgList') ?? [];
  // Only students are invited: a coach carrying an old invitation in storage is not asked again.
  const showInvite =
    loggedIn &&
    roleOf(session) === 'student' &&
    !inviteClosed &&
    read('coachRegState') === true &&
    inviteImages.length > 0 &&
    !REGISTRATION_PATHS.has(pathname);
  const needsField = loggedIn && session.user != null && session.user.field == null && !session.field;
  // One dialog at a time: the follow dialog waits for the field and the invitation to be settled.
  const showFollow =
    loggedIn && entry !== undefined && FOLLOW_DIALOG_PATHS.has(entry.path) && !showInvite && !needsField && !pickerOpen;

  return (
    <ErrorBoundary message={t('common.pageError')}>
      <Suspense fallback={null}>
        {showInvite && <CoachInviteDialog images={inviteImages} hashId={session.hashId} onClose={closeInvite} />}
        {showFollow && <FollowDialog />}
        {needsField && !pickerOpen && <LocationCheck />}
        {pickerOpen && <FieldPicker onClose={closeFieldPicker} />}
      </Suspense>
      {loggedIn && <FollowPromptSlot />}
    </ErrorBoundary>
  );
}
