import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { uploadRoutes } from '../../platform/upload-routes';
import { readImages, UPLOAD_MAX_BYTES, type UploadLabels } from '../certification';
import { book, cancelBooking, decideBooking, myBookings, pendingBookings } from './bookings.service';
import { conversations, readMessages, sendMessage } from './messages.service';
import { assertCanVerify, ownerOf, submitVerification, updateOwner } from './owner.service';
import { addPlace, listPlaces, removePlace } from './places.service';
import { cancelTrip, listTrips, myTrips, publishTrip, tripDetail } from './trips.service';

const VERIFY_FIELDS = ['licence', 'vehicle_licence', 'plate'] as const;

/** The upload's fields as an owner reads them in an error sentence. */
const VERIFY_LABELS: UploadLabels = {
  licence: { zh: '驾驶证', en: 'driving licence' },
  vehicle_licence: { zh: '行驶证', en: 'vehicle licence' },
  plate: { zh: '车辆照片（含车牌）', en: 'photo of the car with its plate' },
};

/** The exam-site shuttle (issue 14): trips, bookings, owners and their verification, places, messages. */
export function pinRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  route(app, db, e.pinTrips, async ({ user, query }) => listTrips(db, user, query));
  route(app, db, e.pinTrip, async ({ user, query }) => tripDetail(db, user, query.id));
  route(app, db, e.pinPublish, async ({ user, body }) => publishTrip(deps, user, body));
  route(app, db, e.pinTripCancel, async ({ user, body }) => cancelTrip(deps, user, body.id));
  route(app, db, e.pinMyTrips, async ({ user, query }) => myTrips(db, user, query));

  route(app, db, e.pinBook, async ({ user, body }) => book(deps, user, body));
  route(app, db, e.pinBookingCancel, async ({ user, body }) => cancelBooking(deps, user, body.id));
  route(app, db, e.pinBookingDecide, async ({ user, body }) => decideBooking(deps, user, body));
  route(app, db, e.pinPending, async ({ user }) => pendingBookings(db, user));
  route(app, db, e.pinMyBookings, async ({ user, query }) => myBookings(db, user, query));

  route(app, db, e.pinOwner, async ({ user }) => ownerOf(db, user.id));
  route(app, db, e.pinOwnerUpdate, async ({ user, body }) => updateOwner(db, user, body));
  uploadRoutes(app, db, UPLOAD_MAX_BYTES, (upload) => {
    upload(e.pinVerify, async ({ user, request }) => {
      // Refused before a byte is read: no details yet, pending, or verified already.
      await assertCanVerify(db, user);
      const files = await readImages(request, VERIFY_FIELDS, 'document', VERIFY_LABELS);
      return submitVerification(db, deps.storage, user, {
        licence: files.licence,
        vehicleLicence: files.vehicle_licence,
        plate: files.plate,
      });
    });
  });

  route(app, db, e.pinPlaces, async ({ user }) => listPlaces(db, user.id));
  route(app, db, e.pinPlaceAdd, async ({ user, body }) => addPlace(db, user.id, body));
  route(app, db, e.pinPlaceRemove, async ({ user, body }) => removePlace(db, user.id, body.id));

  route(app, db, e.pinConversations, async ({ user }) => conversations(db, user));
  route(app, db, e.pinMessages, async ({ user, query }) => readMessages(db, user, query.booking_id, query.after));
  route(app, db, e.pinSend, async ({ user, body }) => sendMessage(db, user, body.booking_id, body.body));
}
