import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appNotices,
  articleCategories,
  articles,
  articleTopics,
  banners,
  cities,
  courseChapters,
  courses,
  events,
  examFields,
  examRoutes,
  fieldExamStats,
  helpEntries,
  lessons,
  products,
  topicArticles,
} from '../db/schema';
import { COURSE_REFUND_TERMS as REFUND_TERMS } from '../modules/fields/field-editing.service';
import { demoEvent } from './content/event';
import { demoHelp } from './content/help';
import { demoCourse } from './content/lessons';
import { demoArticleCategories, demoArticles, demoBanners, demoTopics } from './content/news';
import { demoAppNotices } from './content/notices';
import { demoExamRoutes } from './content/routes';
import { demoVideos } from './content/videos';

/** The demo exam routes belong to Beijing's first field that examines 科目三. */
const ROUTES_CITY = '110000';
/** Where the route files' waypoints are centred; the seed moves them onto the field. */
const ROUTES_ORIGIN = { lng: 116.48, lat: 39.95 };

const videoOf = (slug: string) => {
  const video = demoVideos.find((v) => v.slug === slug);
  if (!video) throw new Error(`seed: no demo video ${slug}`);
  return video;
};

/** Lessons, routes, articles, topics, banners, help, notices, the campaign and exam statistics. Idempotent. */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCourses(tx);
    await seedRoutes(tx);
    await seedArticles(tx);
    await seedHelpAndNotices(tx);
    await seedStatistics(tx);
    await seedProducts(tx);
  });
}

async function seedCourses(db: Db) {
  const fields = await db
    .select({ id: examFields.id, name: examFields.name, lessonId: examFields.lessonId })
    .from(examFields);
  for (const field of fields) {
    await db
      .insert(courses)
      .values({ fieldId: field.id, title: `${field.name}课程` })
      .onConflictDoNothing({ target: courses.fieldId });
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.fieldId, field.id));
    if (!course) throw new Error('seed: course missing');
    if (field.lessonId !== course.id)
      await db.update(examFields).set({ lessonId: course.id }).where(eq(examFields.id, field.id));
    for (const [c, chapter] of demoCourse.entries()) {
      await db
        .insert(courseChapters)
        .values({ courseId: course.id, title: chapter.title, sort: c })
        .onConflictDoNothing({ target: [courseChapters.courseId, courseChapters.title] });
      const [row] = await db
        .select({ id: courseChapters.id })
        .from(courseChapters)
        .where(and(eq(courseChapters.courseId, course.id), eq(courseChapters.title, chapter.title)));
      await db
        .insert(lessons)
        .values(
          chapter.lessons.map((l, i) => {
            const video = videoOf(l.video);
            return {
              courseId: course.id,
              chapterId: row?.id as number,
              slug: l.slug,
              title: l.title,
              summary: l.summary,
              cover: `/static/media/${video.slug}/cover.jpg`,
              media: video.slug,
              durationS: video.duration,
              free: l.free,
              previewS: l.free ? 0 : l.previewSeconds,
              sort: i,
            };
          }),
        )
        .onConflictDoNothing({ target: [lessons.courseId, lessons.slug] });
    }
  }
}

async function seedRoutes(db: Db) {
  const [field] = await db
    .select({ id: examFields.id, lng: examFields.lng, lat: examFields.lat })
    .from(examFields)
    .innerJoin(cities, eq(cities.id, examFields.cityId))
    .where(and(eq(cities.adcode, ROUTES_CITY), sql`${examFields.tag} like '%科目三%'`))
    .orderBy(asc(examFields.sort), asc(examFields.id))
    .limit(1);
  if (!field) return;
  const dx = field.lng - ROUTES_ORIGIN.lng;
  const dy = field.lat - ROUTES_ORIGIN.lat;
  await db
    .insert(examRoutes)
    .values(
      demoExamRoutes.map((r, i) => ({
        fieldId: field.id,
        slug: r.slug,
        name: r.name,
        lengthM: r.length,
        stops: r.stops,
        waypoints: r.waypoints.map(([lng, lat]) => [lng + dx, lat + dy] as [number, number]),
        map: r.map,
        summary: r.summary,
        sort: i,
      })),
    )
    .onConflictDoNothing({ target: [examRoutes.fieldId, examRoutes.slug] });
}

async function seedArticles(db: Db) {
  await db
    .insert(articleCategories)
    .values(demoArticleCategories)
    .onConflictDoNothing({ target: articleCategories.slug });
  const categories = await db.select().from(articleCategories);
  const categoryId = (slug: string) => {
    const c = categories.find((x) => x.slug === slug);
    if (!c) throw new Error(`seed: no article category ${slug}`);
    return c.id;
  };
  await db
    .insert(articles)
    .values(
      demoArticles.map((a) => ({
        slug: a.slug,
        categoryId: categoryId(a.category),
        title: a.title,
        summary: a.summary,
        cover: a.cover,
        author: a.author,
        body: a.body,
        publishedAt: new Date(a.publishedAt),
        reads: a.reads,
      })),
    )
    .onConflictDoNothing({ target: articles.slug });
  for (const [i, t] of demoTopics.entries()) {
    await db
      .insert(articleTopics)
      .values({ slug: t.slug, title: t.title, summary: t.summary, cover: t.cover, sort: i })
      .onConflictDoNothing({ target: articleTopics.slug });
    const [topic] = await db.select({ id: articleTopics.id }).from(articleTopics).where(eq(articleTopics.slug, t.slug));
    const members = await db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(inArray(articles.slug, t.articles));
    await db
      .insert(topicArticles)
      .values(
        t.articles.flatMap((slug, sort) => {
          const a = members.find((m) => m.slug === slug);
          return a ? [{ topicId: topic?.id as number, articleId: a.id, sort }] : [];
        }),
      )
      .onConflictDoNothing();
  }
  await db.insert(banners).values(demoBanners).onConflictDoNothing({ target: banners.slug });
}

async function seedHelpAndNotices(db: Db) {
  await db
    .insert(helpEntries)
    .values(
      demoHelp.map((h) => ({
        slug: h.slug,
        audience: h.audience,
        kind: h.kind,
        title: h.title,
        summary: h.summary,
        body: h.body ?? '',
        media: h.video ?? null,
        durationS: h.video ? videoOf(h.video).duration : null,
        sort: h.sort,
      })),
    )
    .onConflictDoNothing({ target: helpEntries.slug });
  await db
    .insert(appNotices)
    .values(demoAppNotices.map((n) => ({ ...n, startsAt: new Date(n.startsAt) })))
    .onConflictDoNothing({ target: appNotices.slug });
  await db
    .insert(events)
    .values({ ...demoEvent, startsAt: new Date(demoEvent.startsAt), endsAt: new Date(demoEvent.endsAt) })
    .onConflictDoNothing({ target: events.slug });
}

/** Twelve months of plausible results per field and subject, the same on every install. */
async function seedStatistics(db: Db) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(fieldExamStats);
  if (n > 0) return;
  const fields = await db.select({ id: examFields.id }).from(examFields);
  const base: Record<number, number> = { 1: 0.78, 2: 0.66, 3: 0.61, 4: 0.9 };
  const rows: (typeof fieldExamStats.$inferInsert)[] = [];
  for (const field of fields) {
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2025, 11 + m, 1));
      const month = date.toISOString().slice(0, 7);
      for (const subject of [1, 2, 3, 4]) {
        // A deterministic wobble from the field, month and subject.
        const wobble = Math.sin(field.id * 12.9898 + m * 78.233 + subject * 37.719) * 0.05;
        const takers = 180 + ((field.id * 37 + m * 11 + subject * 7) % 160);
        const rate = Math.min(0.98, Math.max(0.4, (base[subject] as number) + wobble));
        rows.push({ fieldId: field.id, subject, month, takers, passed: Math.round(takers * rate) });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(fieldExamStats)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
}

/** The products: every field's course (priced from the field), VIP theory sets and a bundle. Idempotent. */
export async function seedProducts(db: Db): Promise<void> {
  const fields = await db
    .select({ id: examFields.id, name: examFields.name, priceFen: examFields.priceFen })
    .from(examFields);
  await db
    .insert(products)
    .values([
      ...fields.map((f) => ({
        slug: `course-${f.id}`,
        kind: 'course',
        title: `${f.name.replace(/考场$/, '')}考场课程`,
        summary: '考场实拍科目二、科目三全部课程视频，含考前冲刺讲解。',
        fieldId: f.id,
        priceFen: f.priceFen,
        unlocks: { course: true },
        refundTerms: REFUND_TERMS,
        sort: 1,
      })),
      {
        slug: 'vip-1',
        kind: 'vip',
        title: '科目一 VIP 精选题库',
        summary: '精选高频考题与难题解析，配套速记口诀。',
        priceFen: 2900,
        unlocks: { vipSubjects: [1] },
        refundTerms: '购买后24小时内未使用可全额退款。',
        sort: 2,
      },
      {
        slug: 'vip-4',
        kind: 'vip',
        title: '科目四 VIP 精选题库',
        summary: '多选题专项与安全文明驾驶难点解析。',
        priceFen: 2900,
        unlocks: { vipSubjects: [4] },
        refundTerms: '购买后24小时内未使用可全额退款。',
        sort: 3,
      },
      {
        slug: 'bundle-theory',
        kind: 'bundle',
        title: '理论通关套餐（科一 + 科四）',
        summary: '科目一、科目四 VIP 题库一次开通。',
        priceFen: 4900,
        unlocks: { vipSubjects: [1, 4] },
        refundTerms: '购买后24小时内未使用可全额退款。',
        sort: 4,
      },
    ])
    .onConflictDoNothing({ target: products.slug });
}
