import type { RouteGuide } from '@xueche/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../test/person';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { OPS_TOKEN, type SiteHelpers, siteHelpers } from './test-helpers';

let t: TestApp;
let h: SiteHelpers;
beforeAll(async () => ({ t, h } = await startTestAppWith(siteHelpers, { OPS_TOKEN })));
afterAll(() => t.close());

interface Picked {
  route: RouteGuide | null;
  coach: { nickname: string; head_portrait: string } | null;
  picked_at: string | null;
}

async function routesOf(fieldId: number) {
  return body<{ routes: RouteGuide[] }>(await t.app.inject({ url: `/api/v2/lky/preview?field_id=${fieldId}` })).data
    .routes;
}

describe('a coach picks a route for a student', () => {
  it("a coach picks one of their student's field's routes; the student sees it with the coach; a new pick replaces it", async () => {
    const gz = await h.demoField('guangzhou');
    const [first, second] = await routesOf(gz.id);
    const coach = await person(t, 2);
    const student = await person(t, 1, coach.did);
    await student.post('/api/v1/user/update-field', { field_id: gz.id });

    expect(body<Picked>(await student.get('/api/v2/lky/picked')).data).toEqual({
      route: null,
      coach: null,
      picked_at: null,
    });
    const pick = await coach.post('/api/v2/lky/pick', { student_id: student.id, route_id: second?.id as number });
    expect(pick.statusCode).toBe(200);
    expect(body(pick).data).toEqual({ student_id: student.id, route_id: second?.id });

    const seen = body<Picked>(await student.get('/api/v2/lky/picked')).data;
    expect(seen.route).toMatchObject({
      id: second?.id,
      name: '嘉禾二号线',
      field_id: gz.id,
      field_name: '白云嘉禾考场',
    });
    expect(seen.route?.prompts.length).toBeGreaterThan(5);
    // The field's second route: its video needs the course.
    expect(seen.route?.video).toMatchObject({ locked: true, url: null });
    expect(seen.coach?.nickname).toBeTruthy();
    expect(Date.parse(seen.picked_at as string)).toBeGreaterThan(Date.now() - 60_000);

    await coach.post('/api/v2/lky/pick', { student_id: student.id, route_id: first?.id as number });
    const now = body<Picked>(await student.get('/api/v2/lky/picked')).data;
    expect(now.route).toMatchObject({ id: first?.id, video: { locked: false } });

    // The coach reads back their current pick, and the student list names the student's field to pick in.
    const picks = body<{ student_id: number; route_id: number }[]>(await coach.get('/api/v2/lky/picks')).data;
    expect(picks).toEqual([{ student_id: student.id, route_id: first?.id, picked_at: expect.any(String) }]);
    const listed = body<{ list: { id: number; field_id: number | null }[] }>(
      await coach.get('/api/v1/coach/stus'),
    ).data;
    expect(listed.list.find((s) => s.id === student.id)?.field_id).toBe(gz.id);
    expect((await student.get('/api/v2/lky/picks')).statusCode).toBe(403);
  });

  it("refuses a student's pick, someone else's student, a route of another field and an unknown route", async () => {
    const gz = await h.demoField('guangzhou');
    const bj = await h.demoField('beijing');
    const [gzRoute] = await routesOf(gz.id);
    const [bjRoute] = await routesOf(bj.id);
    const coach = await person(t, 2);
    const otherCoach = await person(t, 2);
    const student = await person(t, 1, coach.did);
    await student.post('/api/v1/user/update-field', { field_id: gz.id });
    const stranger = await person(t, 1, otherCoach.did);

    const byStudent = await student.post('/api/v2/lky/pick', {
      student_id: student.id,
      route_id: gzRoute?.id as number,
    });
    expect(byStudent.statusCode).toBe(403);
    const notMine = await coach.post('/api/v2/lky/pick', { student_id: stranger.id, route_id: gzRoute?.id as number });
    expect(notMine.statusCode).toBe(404);
    expect(body(notMine).msg).toBe('学员不存在，或不是你的学员');
    const wrongField = await coach.post('/api/v2/lky/pick', {
      student_id: student.id,
      route_id: bjRoute?.id as number,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(body(wrongField).msg).toBe('这条路线不在该学员所选的考场');
    const unknown = await coach.post('/api/v2/lky/pick', { student_id: student.id, route_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(body<Picked>(await student.get('/api/v2/lky/picked')).data.route).toBeNull();

    // A student who has not chosen a field yet may be given any field's route.
    const undecided = await person(t, 1, coach.did);
    expect(
      (await coach.post('/api/v2/lky/pick', { student_id: undecided.id, route_id: bjRoute?.id as number })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/lky/pick' })).statusCode).toBe(401);
  });
});
