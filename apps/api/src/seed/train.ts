import type { TrainType } from '@xueche/contract';
import { chinaDayStart } from '@xueche/time';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  ledgerEntries,
  orders,
  products,
  type TrainCarRow,
  type TrainWeeklyRow,
  trainBookings,
  trainChecks,
  trainListings,
  users,
} from '../db/schema';
import { demoPlaces } from '../modules/pin/demo-data';
import { trainRules } from '../modules/train/rules';
import { newHashId, newUid } from '../platform/ids';
import { afterFee } from '../platform/money';
import { demoCities } from './places';

/**
 * Coach-for-hire's demo (issue 15): two verified coaches with complete listings in each demo city, meeting
 * where the shuttle's demo places are, with weekly hours and a few reviews from the demo students (done
 * sessions of paid `train-hours` orders, their earnings in the coach's ledger). Text written for this
 * project; plates and phones are made up. The photos are drawings in apps/api/static/train/.
 */

interface DemoTrainCoach {
  /** demo-coach-1 and demo-coach-2 exist already (demoUsers); the others are made here. */
  openid: string;
  nickname: string;
  /** What a student who paid calls (a booking shows it once paid). Made up. */
  phone: string;
  intro: string;
  car: TrainCarRow;
  priceFen: number;
  types: TrainType[];
  weekly: TrainWeeklyRow[];
  photos: string[];
}

const CAR = '/static/train/car-sedan.svg';
const ROAD = '/static/train/road-practice.svg';
const PARKING = '/static/train/parking.svg';

const days = (list: number[], from: number, to: number) => list.map((weekday) => ({ weekday, from, to }));
const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Weekly hours people keep: office-hours coaches, early-and-evening ones, weekend ones. */
const PATTERNS: TrainWeeklyRow[][] = [
  [...days(WEEKDAYS, 9, 12), ...days(WEEKDAYS, 14, 18), ...days(WEEKEND, 8, 17)],
  [...days(EVERY_DAY, 7, 10), ...days(EVERY_DAY, 18, 21)],
  [...days([2, 4], 13, 20), ...days(WEEKEND, 7, 19)],
  [...days(EVERY_DAY, 8, 18)],
];

const INTROS = [
  '从业八年的驾校教练，专带新手上路，先在小区道路熟悉车感，再上主路，耐心不骂人。',
  '考前陪练为主，按考试路线反复练灯光、变道和靠边停车，帮你把细节练熟。',
  '自动挡轿车，适合拿证多年不敢开的司机，从停车入库到高速汇入一步步来。',
  '女教练，说话温和，擅长帮紧张的学员放松；可以练夜间驾驶和城市拥堵路段。',
  '手动挡练习车，离合半联动、坡道起步讲得细，适合准备科目三的学员。',
  '周末全天可约，擅长侧方停车和倒车入库，练车地点离地铁站近。',
];

const MODELS: TrainCarRow[] = [
  { model: '大众朗逸', transmission: 'auto', plate: '' },
  { model: '丰田卡罗拉', transmission: 'manual', plate: '' },
  { model: '本田飞度', transmission: 'auto', plate: '' },
  { model: '日产轩逸', transmission: 'manual', plate: '' },
];

const TYPE_SETS: TrainType[][] = [
  ['novice', 'auto', 'parking'],
  ['pre_exam', 'manual'],
  ['novice', 'highway', 'auto'],
  ['female', 'night', 'novice'],
  ['pre_exam', 'manual', 'parking'],
  ['highway', 'night', 'auto'],
];

/** Each city's plate prefix (province character and letter). */
const PLATE_PREFIX: Record<string, string> = {
  '110000': '京A',
  '310000': '沪B',
  '440100': '粤A',
  '440300': '粤B',
  '320100': '苏A',
  '320500': '苏E',
  '330100': '浙A',
  '330200': '浙B',
  '510100': '川A',
  '420100': '鄂A',
};

const SURNAMES = [
  '张',
  '陈',
  '杨',
  '黄',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '林',
  '何',
  '高',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
];

/** Who reviews: the demo students, with the phone each booked with. */
const REVIEWERS = [
  { openid: 'demo-student-1', phone: '13900000201' },
  { openid: 'demo-student-2', phone: '13900000202' },
  { openid: 'demo-student-3', phone: '13900000203' },
];

const REVIEWS: { stars: number; text: string }[] = [
  { stars: 5, text: '讲解很清楚，一次就把倒车入库练会了。' },
  { stars: 5, text: '非常耐心，上主路前先带我在空旷路段练了半小时，心里踏实多了。' },
  { stars: 4, text: '教练很专业，就是练车地点离我家有点远。' },
  { stars: 5, text: '考前陪练很有针对性，灯光和靠边停车都练到了。' },
  { stars: 4, text: '车况很好，讲得细，下次还约。' },
  { stars: 3, text: '总体可以，中途等了十分钟，希望更准时。' },
];

/** The demo coaches by city adcode, two each, the first meeting at the city's first demo place. */
export function demoTrainCoaches(): { city: string; coach: DemoTrainCoach; place: 0 | 1 }[] {
  const out: { city: string; coach: DemoTrainCoach; place: 0 | 1 }[] = [];
  Object.keys(demoPlaces).forEach((city, c) => {
    for (const place of [0, 1] as const) {
      const n = c * 2 + place;
      const openid =
        city === '110000' && place === 0
          ? 'demo-coach-1'
          : city === '320100' && place === 0
            ? 'demo-coach-2'
            : `demo-train-${city}-${place + 1}`;
      const model = MODELS[n % MODELS.length] as TrainCarRow;
      const types = [...(TYPE_SETS[n % TYPE_SETS.length] as TrainType[])];
      // A coach's kind of car and their kinds agree: no "manual" listing on an automatic car.
      const kinds = types.filter((t) => (t === 'auto' || t === 'manual' ? t === model.transmission : true));
      out.push({
        city,
        place,
        coach: {
          openid,
          nickname: openid === 'demo-coach-1' ? '王教练' : openid === 'demo-coach-2' ? '赵教练' : `${SURNAMES[n]}教练`,
          phone: `13900003${String(n).padStart(3, '0')}`,
          intro: INTROS[n % INTROS.length] as string,
          car: { ...model, plate: `${PLATE_PREFIX[city] ?? '京A'}${String(20_000 + n * 3_791).slice(-5)}` },
          priceFen: 9_000 + (n % 5) * 2_000,
          types: kinds.length ? kinds : ['novice'],
          weekly: PATTERNS[n % PATTERNS.length] as TrainWeeklyRow[],
          photos: n % 3 === 0 ? [CAR, ROAD] : n % 3 === 1 ? [CAR, PARKING] : [CAR],
        },
      });
    }
  });
  return out;
}

const HOUR = 3_600_000;

/** Midnight of the China day `days` before `now`'s. */
function chinaDayBefore(now: Date, days: number): number {
  return chinaDayStart(now, -days).getTime();
}

/**
 * Seeds the demo coaches: never overwrites a listing or a check a coach changed, and each review belongs to
 * an order with a fixed number, so running it again adds nothing. A few statements in all, whatever the count.
 */
export async function seedTrain(db: Db, now = new Date()): Promise<void> {
  const demo = demoTrainCoaches();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'train-hours'));
  if (!product) throw new Error('seed: the train-hours product is missing (migration 0013)');
  const { fee_bp: feeBp } = await trainRules(db);

  await db.transaction(async (tx) => {
    const made = demo.filter((d) => d.coach.openid.startsWith('demo-train-'));
    await tx
      .insert(users)
      .values(
        made.map(({ coach }) => ({
          openid: coach.openid,
          uid: newUid(),
          hashId: newHashId(),
          nickname: coach.nickname,
          userType: 2,
          headPortrait: '',
        })),
      )
      .onConflictDoNothing({ target: users.openid });
    const people = await tx
      .select({ id: users.id, openid: users.openid })
      .from(users)
      .where(inArray(users.openid, [...demo.map((d) => d.coach.openid), ...REVIEWERS.map((r) => r.openid)]));
    const idOf = new Map(people.map((p) => [p.openid, p.id]));
    const coaches = demo.flatMap((d) => {
      const id = idOf.get(d.coach.openid);
      return id ? [{ ...d, id }] : [];
    });
    if (!coaches.length) return;

    // Every coach account has a phone (registration asks for one); the demo coaches get theirs here, where they
    // have none and nobody else has that number, so a paid booking shows a number to call.
    await tx.execute(sql`
      update users set phone = v.phone
      from (values ${sql.join(
        coaches.map(({ id, coach }) => sql`(${id}::int, ${coach.phone})`),
        sql`, `,
      )}) as v(id, phone)
      where users.id = v.id and users.phone is null and not exists (select 1 from users u where u.phone = v.phone)`);

    await tx
      .insert(trainListings)
      .values(
        coaches.map(({ id, city, place, coach }) => {
          const at = demoPlaces[city]?.[place];
          return {
            userId: id,
            intro: coach.intro,
            photos: coach.photos,
            car: coach.car,
            priceFen: coach.priceFen,
            city: demoCities.find((c) => c.adcode === city)?.title ?? '',
            district: at?.district ?? '',
            area: at?.address ?? '',
            lng: at?.lng ?? null,
            lat: at?.lat ?? null,
            types: coach.types,
            weekly: coach.weekly,
          };
        }),
      )
      .onConflictDoNothing({ target: trainListings.userId });
    await tx
      .insert(trainChecks)
      .values(
        coaches.flatMap(({ id }) =>
          (['identity', 'plate', 'licence'] as const).map((kind) => ({
            userId: id,
            kind,
            photos: {},
            status: 'approved',
            submittedAt: now,
            reviewedAt: now,
            reviewedBy: 'demo seed',
          })),
        ),
      )
      .onConflictDoNothing({ target: [trainChecks.userId, trainChecks.kind] });

    // One to three reviews each: two-hour sessions on past days, each coach's on days of their own.
    const sessions = coaches.flatMap(({ id, coach }, c) =>
      Array.from({ length: 1 + (c % 3) }, (_, k) => {
        const reviewer = REVIEWERS[(c + k) % REVIEWERS.length] as (typeof REVIEWERS)[number];
        const review = REVIEWS[(c * 2 + k) % REVIEWS.length] as (typeof REVIEWS)[number];
        const start = new Date(chinaDayBefore(now, 3 + k * 4 + (c % 4)) + (9 + ((c + k) % 8)) * HOUR);
        return {
          orderNo: `DEMO-TRAIN-${coach.openid}-${k + 1}`,
          coachId: id,
          studentId: idOf.get(reviewer.openid),
          phone: reviewer.phone,
          start,
          amountFen: coach.priceFen * 2,
          review,
        };
      }).filter((s): s is typeof s & { studentId: number } => s.studentId !== undefined),
    );
    if (!sessions.length) return;
    const newOrders = await tx
      .insert(orders)
      .values(
        sessions.map((s) => ({
          orderNo: s.orderNo,
          userId: s.studentId,
          productId: product.id,
          title: '陪练课时',
          amountFen: s.amountFen,
          status: 'paid',
          createdAt: new Date(s.start.getTime() - 48 * HOUR),
          expiresAt: new Date(s.start.getTime() - 48 * HOUR + 15 * 60_000),
          paidAt: new Date(s.start.getTime() - 48 * HOUR + 60_000),
        })),
      )
      .onConflictDoNothing({ target: orders.orderNo })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    if (!newOrders.length) return;
    const orderOf = new Map(newOrders.map((o) => [o.orderNo, o.id]));
    const fresh = sessions.flatMap((s) => {
      const orderId = orderOf.get(s.orderNo);
      return orderId ? [{ ...s, orderId, earned: afterFee(s.amountFen, feeBp) }] : [];
    });
    await tx.insert(trainBookings).values(
      fresh.map((s) => {
        const end = new Date(s.start.getTime() + 2 * HOUR);
        return {
          coachId: s.coachId,
          studentId: s.studentId,
          orderId: s.orderId,
          startAt: s.start,
          endAt: end,
          hours: 2,
          amountFen: s.amountFen,
          phone: s.phone,
          status: 'done',
          holdUntil: new Date(s.start.getTime() - 48 * HOUR + 15 * 60_000),
          earnedFen: s.earned,
          paidAt: new Date(s.start.getTime() - 48 * HOUR + 60_000),
          doneAt: end,
          stars: s.review.stars,
          review: s.review.text,
          reviewedAt: new Date(end.getTime() + 3 * HOUR),
          createdAt: new Date(s.start.getTime() - 48 * HOUR),
        };
      }),
    );
    // The coach earned each session's price less the fee, as a done session credits it.
    await tx
      .insert(ledgerEntries)
      .values(
        fresh.map((s) => ({
          coachId: s.coachId,
          kind: 'train_earning',
          amountFen: s.earned,
          orderId: s.orderId,
          sourceUserId: s.studentId,
          createdAt: new Date(s.start.getTime() + 2 * HOUR),
        })),
      )
      .onConflictDoNothing();
  });
}
