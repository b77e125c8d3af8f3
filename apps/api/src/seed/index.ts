import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appNotices, cities, examFields, lightSets, settings, users } from '../db/schema';
import { importBank } from '../modules/exam/bank.service';
import { topUpDemoTrips } from '../modules/pin/demo-trips.service';
import { demoQuestionsDir } from '../paths';
import { newHashId, newUid } from '../platform/ids';
import { seedContent } from './content';
import { demoLightSets } from './content/light-sets';
import { demoNotices, demoSettings, demoUsers } from './demo';
import { demoCities } from './places';
import { seedSite } from './site';
import { seedTrain } from './train';

/** Fills an empty install with demo data. Safe to run at every start: it never duplicates or overwrites. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, c] of demoCities.entries()) {
      await tx
        .insert(cities)
        .values({ adcode: c.adcode, title: c.title, province: c.province, lng: c.lng, lat: c.lat, sort })
        .onConflictDoNothing({ target: cities.adcode });
      const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.adcode, c.adcode));
      if (!city) throw new Error(`seed: city ${c.adcode} missing`);
      await tx
        .insert(examFields)
        .values(c.fields.map((f, i) => ({ ...f, cityId: city.id, sort: i })))
        .onConflictDoNothing({ target: [examFields.cityId, examFields.name] });
    }

    for (const d of demoLightSets) {
      const [field] = await tx
        .select({ id: examFields.id })
        .from(examFields)
        .innerJoin(cities, eq(cities.id, examFields.cityId))
        .where(and(eq(cities.adcode, d.city), eq(examFields.name, d.field)));
      if (!field) throw new Error(`seed: lighting set for a missing field ${d.city} ${d.field}`);
      await tx.insert(lightSets).values({ fieldId: field.id, set: d.set }).onConflictDoNothing();
    }

    for (const n of demoNotices) await tx.insert(appNotices).values(n).onConflictDoNothing({ target: appNotices.slug });

    await tx
      .insert(settings)
      .values(Object.entries(demoSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key });

    for (const u of demoUsers) {
      const [field] = await tx
        .select({ id: examFields.id })
        .from(examFields)
        .innerJoin(cities, eq(cities.id, examFields.cityId))
        .where(eq(cities.adcode, u.city))
        .orderBy(examFields.sort)
        .limit(1);
      await tx
        .insert(users)
        .values({
          openid: u.openid,
          uid: newUid(),
          hashId: newHashId(),
          nickname: u.nickname,
          userType: u.userType,
          isGzh: u.isGzh,
          fieldId: field?.id ?? null,
          headPortrait: '',
        })
        .onConflictDoNothing({ target: users.openid });
    }
  });
  await seedDemoQuestions(db);
  await seedContent(db);
  // The exam site's yards, panoramas, interactive video and subject-three routes (issue 13).
  await seedSite(db);
  // The shuttle's demo owners and their trips for the coming days (topped up daily by the pin-demo-trips job).
  await topUpDemoTrips(db);
  // Coach for hire: verified coaches with listings, weekly hours and reviews in each demo city (issue 15).
  await seedTrain(db);
}

/**
 * The demo question bank, through the operators' importer: a mistake in a demo file stops the
 * start (and the tests) the way it would refuse an operator's file. Only missing questions are added; a
 * corrected demo question reaches an existing install by importing its file (docs/question-bank.md).
 */
export async function seedDemoQuestions(db: Db): Promise<void> {
  const files = readdirSync(demoQuestionsDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const questions = files.flatMap((f) => JSON.parse(readFileSync(join(demoQuestionsDir, f), 'utf8')).questions ?? []);
  const result = await importBank(db, JSON.stringify({ questions }), 'json', { addOnly: true });
  if (!result.ok) {
    const lines = result.errors.slice(0, 20).map((e) => `  ${e.where} ${e.id ?? ''} ${e.field}: ${e.message}`);
    throw new Error(`The demo question bank has ${result.errors.length} problems:\n${lines.join('\n')}`);
  }
}

export async function countRows(db: Db, table: typeof cities | typeof examFields | typeof users): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}
