import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { useFollowUi } from '../../features/follow/follow-store';
import { useRouteShare } from '../../features/share/use-route-share';
import { closeFieldPicker, useFieldPicker } from '../../lib/field-picker';
import { useT } from '../../lib/i18n';
import { isLoggedIn, roleOf, useSession } from '../../lib/session';
import { read, readSession, writeSession } from '../../lib/storage';
import { useToastOnScreen } from '../../lib/toast';
import type { RouteEntry } from '../route-types';
import { FollowPromptSlot } from './follow-prompt-slot';
import { type OverlayKind, overlayAllowed } from './overlay-policy';
import { useOverlayQueue } from './overlay-queue';

const CoachInviteDialog = lazy(() => import('../../features/coach-invite/coach-invite-dialog'));
const FollowDialog = lazy(() => import('../../features/follow/follow-dialog'));
const LocationCheck = lazy(() => import('../../features/exam-field/location-check'));
const FieldPicker = lazy(() => import('../../features/exam-field/field-picker'));

/**
 * Dialogs over the pages the overlay policy allows them on, each loaded only when it has something to show;
 * and WeChat's share menu for the page, which is not needed for the first screen either.
 */
export default function GlobalOverlays({ entry }: { entry: RouteEntry | undefined }) {
  const t = useT();
  useRouteShare({
    // No entry (not-found): nothing to share. An entry shares unless it says noShare.
    noShare: entry ? Boolean(entry.noShare) : true,
    coachPage: entry?.role === 'coach' || Boolean(entry?.path.startsWith('/poster/')),
  });
  const session = useSession();
  const pickerOpen = useFieldPicker((s) => s.open);
  const locating = useFieldPicker((s) => s.locating);
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
    inviteImages.length > 0;
  const needsField = loggedIn && session.user != null && session.user.field == null && !session.field;
  const follow = useFollowUi();
  const wantsFollow = loggedIn && (!follow.dialogSettled || follow.dialogOpen);
  const toastUp = useToastOnScreen((s) => s.up);
  // Each only where the overlay policy allows it (a focused page keeps to its task); then one at a time,
  // most important first: the exam field (everything depends on it), a notice on screen (a toast is never
  // drawn over a dialog), the coach invitation, the follow dialog. The quiet follow prompt bar is no
  // dialog: it only steps aside while one is up.
  const allowed = (kind: OverlayKind) => overlayAllowed(kind, entry);
  const shown = useOverlayQueue([
    allowed('field') && (needsField || locating || pickerOpen) && 'field',
    allowed('notice') && toastUp && 'notice',
    allowed('invite') && showInvite && 'invite',
    allowed('follow-dialog') && wantsFollow && 'follow',
  ]);

  return (
    <ErrorBoundary message={t('common.pageError')}>
      <Suspense fallback={null}>
        {shown === 'field' && (pickerOpen ? <FieldPicker onClose={closeFieldPicker} /> : <LocationCheck />)}
        {shown === 'invite' && (
          <CoachInviteDialog images={inviteImages} hashId={session.hashId} onClose={closeInvite} />
        )}
        {shown === 'follow' && <FollowDialog />}
      </Suspense>
      {/* Hidden while a dialog is up, and on pages the policy keeps it off. */}
      {loggedIn && <FollowPromptSlot here={allowed('follow-prompt') && (shown === undefined || shown === 'notice')} />}
    </ErrorBoundary>
  );
}
