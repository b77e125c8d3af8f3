import { eq } from 'drizzle-orm';
import { trainBookings, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { chinaWhen } from '../pin';
import { queueNotice, sendNotice } from '../sms-notices';
import { coachPeople } from './coach-view';

/**
 * Texts about a coach-for-hire booking: a paid booking to its coach; a cancellation of a paid booking to the
 * student (what it refunded) and to the coach (the hours are free again), who is told whether the student or
 * customer service cancelled it.
 */
export type TrainNotice = {
  bookingId: number;
  event: 'paid' | 'cancelled' | 'cancelled_coach' | 'operator_cancelled_coach';
};

/**
 * Queues a text as a `train-notice` job: after the event is stored (never inside its transaction), and a
 * failure to queue or to send never undoes or fails the event. Callers do not wait.
 */
export async function notifyTrain(deps: Deps, notice: TrainNotice): Promise<void> {
  await queueNotice(deps, `coach-for-hire notice (${notice.event})`, (jobs) => jobs.send('train-notice', notice));
}

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, '');

/** Who is texted and with which words, read from the rows as they are when the job runs. */
async function noticeText(deps: Deps, notice: TrainNotice) {
  const [row] = await deps.db
    .select({ booking: trainBookings, student: users.nickname })
    .from(trainBookings)
    .innerJoin(users, eq(users.id, trainBookings.studentId))
    .where(eq(trainBookings.id, notice.bookingId));
  if (!row) return null;
  const { booking, student } = row;
  const when = chinaWhen(booking.startAt);
  const coachPhone = async () => (await coachPeople(deps.db, [booking.coachId])).get(booking.coachId)?.phone;
  switch (notice.event) {
    case 'paid':
      return { phone: await coachPhone(), event: '陪练预约', detail: `${student}约${when}起${booking.hours}小时` };
    case 'cancelled_coach':
      return { phone: await coachPhone(), event: '陪练取消', detail: `${student}取消了${when}的陪练` };
    case 'operator_cancelled_coach':
      return { phone: await coachPhone(), event: '陪练取消', detail: `客服取消了${student}${when}的陪练` };
    case 'cancelled':
      return {
        phone: booking.phone,
        event: '陪练取消',
        detail:
          booking.refundedFen > 0 ? `${when}的陪练已取消，退款${yuan(booking.refundedFen)}元` : `${when}的陪练已取消`,
      };
  }
}

/** The `train-notice` job: one text through the notice template, as the shuttle's and coaches' notices are. */
export const sendTrainNotice = (deps: Deps, notice: TrainNotice) => sendNotice(deps, () => noticeText(deps, notice));
