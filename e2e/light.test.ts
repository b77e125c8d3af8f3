import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { apiGet, apiLogin, baseUrl, currentPage, fieldChosen, runOps, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

/** What the hub's list of instructions names each kind of lights (the student learns a field's set there). */
const KIND = {
  近光灯: 'low',
  远光灯: 'high',
  远近光交替: 'alternate',
  超车: 'overtake',
  超车后右转向: 'overtakeThenRight',
  '示廓灯 + 危险报警': 'parkHazards',
  '近光 + 危险报警': 'lowHazards',
  雾天灯光: 'fog',
  关闭所有灯光: 'allOff',
} as const;
type Kind = (typeof KIND)[keyof typeof KIND];

/**
 * A change of lights as the result names it: the headlights from one state to another, an indicator, or a
 * lamp switched on or off. Never a control's name ("远光灯" for a push that dips the beam).
 */
const BEAMS = '(前照灯关闭|示廓灯|近光|远光)';
const INDICATORS = '(转向灯关闭|左转向灯|右转向灯)';
const CHANGE = new RegExp(
  `^(${BEAMS}( → ${BEAMS})+|${INDICATORS} → ${INDICATORS}|(危险报警闪光灯|前雾灯|后雾灯) (开 → 关|关 → 开))$`,
);

const opening = { key: 'opening', text: '下面将进行模拟夜间灯光使用考试，请开启前照灯', expect: 'low' };
/** Every kind of instruction, read in this order in every exam. */
const EVERY_KIND = {
  opening,
  order: 'fixed',
  draw: 8,
  items: [
    { key: 'unlit_road', text: '夜间在没有路灯、照明不良的道路上行驶', expect: 'high' },
    { key: 'meeting', text: '前方有来车，请会车', expect: 'low' },
    { key: 'curve', text: '夜间通过急弯、坡路、拱桥、人行横道', expect: 'alternate' },
    { key: 'overtake', text: '夜间超越前方车辆', expect: 'overtake' },
    { key: 'overtake_right', text: '请超越前方车辆', expect: 'overtakeThenRight' },
    { key: 'roadside_stop', text: '路边临时停车', expect: 'parkHazards' },
    { key: 'breakdown', text: '车辆在路边发生故障，难以移动', expect: 'lowHazards' },
    { key: 'fog', text: '雾天行驶', expect: 'fog' },
  ],
  closing: { key: 'closing', text: '模拟夜间考试完成，请关闭所有灯光', expect: 'allOff' },
};

const FLASH = '超车灯（闪光）';
/** The same flash seen as lights: high beam for a moment, back to low. */
const FLASHED = '近光 → 远光 → 近光';
const FLASH_TWICE = `${FLASHED}：把拨杆向怀里拉一下再松开，共 2 次`;

/**
 * A candidate sitting that exam: the buttons they press for each instruction (right for the first two, then a typical
 * slip on each kind), and what the result must say, worked out here from the instruction table
 * (docs/domain.md#the-night-lighting-exam) and the lights each instruction is left with: the lights checked, the right
 * moves, what their presses did.
 */
const SCRIPT: { text: string; press: string[]; passed: boolean; checks: string; moves: string[]; did: string[] }[] = [
  {
    text: opening.text,
    press: ['近光灯'],
    passed: true,
    checks: '近光，其余灯光关闭',
    moves: ['前照灯关闭 → 近光：灯光开关转到近光挡'],
    did: ['前照灯关闭 → 近光'],
  },
  {
    text: '夜间在没有路灯、照明不良的道路上行驶',
    press: ['远光灯'],
    passed: true,
    checks: '远光，其余灯光关闭',
    moves: ['近光 → 远光：把灯光拨杆向前推'],
    did: ['近光 → 远光'],
  },
  // Meeting a car on high beam: a flash does not dip it.
  {
    text: '前方有来车，请会车',
    press: [FLASH],
    passed: false,
    checks: '近光，其余灯光关闭',
    moves: ['远光 → 近光：把拨杆拉回'],
    did: ['把拨杆向怀里拉一下再松开（灯光没有变化）'],
  },
  // Dipping the beam left on is not an alternation: one flash is too few.
  {
    text: '夜间通过急弯、坡路、拱桥、人行横道',
    press: ['远光灯', FLASH],
    passed: false,
    checks: '远近光交替至少 2 次，最后：近光，其余灯光关闭',
    moves: ['远光 → 近光：把拨杆拉回', FLASH_TWICE],
    did: ['远光 → 近光', FLASHED],
  },
  // Overtaking: the beams alternated before the left indicator.
  {
    text: '夜间超越前方车辆',
    press: [FLASH, FLASH, '左转向灯'],
    passed: false,
    checks: '先开左转向灯，再远近光交替至少 2 次，最后：近光 + 左转向灯，其余灯光关闭',
    moves: ['转向灯关闭 → 左转向灯：转向拨杆向下拨', FLASH_TWICE],
    did: [FLASHED, FLASHED, '转向灯关闭 → 左转向灯'],
  },
  // The field that signals back right after overtaking: the right indicator forgotten.
  {
    text: '请超越前方车辆',
    press: [FLASH, FLASH],
    passed: false,
    checks: '先开左转向灯，再远近光交替至少 2 次，最后：近光 + 右转向灯，其余灯光关闭',
    moves: [FLASH_TWICE, '左转向灯 → 右转向灯：转向拨杆向上拨'],
    did: [FLASHED, FLASHED],
  },
  // Stopping at the roadside: indicator off and hazards on, but the headlights left on low.
  {
    text: '路边临时停车',
    press: ['转向灯回位', '危险报警闪光灯'],
    passed: false,
    checks: '示廓灯 + 危险报警闪光灯，其余灯光关闭',
    moves: [
      '近光 → 示廓灯：灯光开关转到示廓灯挡',
      '左转向灯 → 转向灯关闭：转向拨杆回到中间',
      '危险报警闪光灯 关 → 开：按下危险报警开关（红色三角）',
    ],
    did: ['左转向灯 → 转向灯关闭', '危险报警闪光灯 关 → 开'],
  },
  // This field's breakdown keeps low beam: the lights were right, and the candidate changed them.
  {
    text: '车辆在路边发生故障，难以移动',
    press: ['示廓灯'],
    passed: false,
    checks: '近光 + 危险报警闪光灯，其余灯光关闭',
    moves: [],
    did: ['近光 → 示廓灯'],
  },
  // Fog lights on, but the headlights still on position lights.
  {
    text: '雾天行驶',
    press: ['前雾灯', '后雾灯'],
    passed: false,
    checks: '近光 + 危险报警闪光灯 + 前雾灯 + 后雾灯，其余灯光关闭',
    moves: ['示廓灯 → 近光：灯光开关转到近光挡', '前雾灯 关 → 开：打开前雾灯开关', '后雾灯 关 → 开：打开后雾灯开关'],
    did: ['前雾灯 关 → 开', '后雾灯 关 → 开'],
  },
  // All off: the headlights, but not the hazards or the fog lights.
  {
    text: '模拟夜间考试完成，请关闭所有灯光',
    press: ['关闭前照灯'],
    passed: false,
    checks: '所有灯光关闭',
    moves: [
      '示廓灯 → 前照灯关闭：灯光开关转到关闭（OFF）挡',
      '危险报警闪光灯 开 → 关：再按一下危险报警开关',
      '前雾灯 开 → 关：关上前雾灯开关',
      '后雾灯 开 → 关：关上后雾灯开关',
    ],
    did: ['示廓灯 → 前照灯关闭'],
  },
];

interface Lamps {
  position: boolean;
  low: boolean;
  high: boolean;
  left: boolean;
  right: boolean;
  hazard: boolean;
  fogFront: boolean;
  fogRear: boolean;
}

/** The instrument cluster as the student sees it (indicator lamps blink with hazards, so read the switch). */
async function lamps(page: Page): Promise<Lamps> {
  const on = async (lamp: string) =>
    (await currentPage(page).locator(`[data-lamp="${lamp}"]`).getAttribute('data-on')) === 'true';
  const pressed = async (name: string) => (await control(page, name).getAttribute('aria-pressed')) === 'true';
  return {
    position: await pressed('示廓灯'),
    low: await on('low'),
    high: await on('high'),
    left: await pressed('左转向灯'),
    right: await pressed('右转向灯'),
    hazard: await pressed('危险报警闪光灯'),
    fogFront: await on('fogFront'),
    fogRear: await on('fogRear'),
  };
}

const control = (page: Page, name: string): Locator => currentPage(page).getByRole('button', { name, exact: true });

/**
 * A candidate who knows the rules (docs/domain.md#the-night-lighting-exam): from the lamps as they are, the moves that
 * set what the instruction asks. Written here on its own, not borrowed from the app.
 */
async function operate(page: Page, kind: Kind): Promise<void> {
  const press = (name: string) => control(page, name).click();
  let now = await lamps(page);
  const headlightLow = async () => {
    if (!now.low && !now.high) await press('近光灯');
    if (now.high) await press('远光灯');
  };
  const toggle = async (want: boolean, is: boolean, name: string) => {
    if (want !== is) await press(name);
  };
  const tidy = async (keep: { hazard?: boolean; fog?: boolean; indicator?: 'left' | 'right' }) => {
    now = await lamps(page);
    await toggle(Boolean(keep.hazard), now.hazard, '危险报警闪光灯');
    await toggle(Boolean(keep.fog), now.fogFront, '前雾灯');
    await toggle(Boolean(keep.fog), now.fogRear, '后雾灯');
    if (!keep.indicator && (now.left || now.right)) await press('转向灯回位');
  };
  switch (kind) {
    case 'low':
      await headlightLow();
      return tidy({});
    case 'high':
      await headlightLow();
      await press('远光灯');
      return tidy({});
    case 'alternate':
      await headlightLow();
      await tidy({});
      await press('超车灯（闪光）');
      await press('超车灯（闪光）');
      return;
    case 'overtake':
    case 'overtakeThenRight':
      await headlightLow();
      await tidy({ indicator: 'left' });
      await press('左转向灯');
      await press('超车灯（闪光）');
      await press('超车灯（闪光）');
      if (kind === 'overtakeThenRight') await press('右转向灯');
      return;
    case 'parkHazards':
      await press('示廓灯');
      return tidy({ hazard: true });
    case 'lowHazards':
      await headlightLow();
      return tidy({ hazard: true });
    case 'fog':
      await headlightLow();
      return tidy({ hazard: true, fog: true });
    case 'allOff':
      await press('关闭前照灯');
      return tidy({});
  }
}

/** The combination switch as drawn: where its ring, its push and its up/down stand now. */
async function stalkNow(page: Page) {
  const stalk = currentPage(page).getByTestId('stalk');
  return {
    headlight: (await stalk.getAttribute('data-headlight')) as 'off' | 'position' | 'low',
    high: (await stalk.getAttribute('data-high')) === 'true',
    indicator: (await stalk.getAttribute('data-indicator')) as 'off' | 'left' | 'right',
  };
}

/** A finger on a part of the drawn switch (by its test id), moved by (dx, dy) screen pixels and lifted. */
async function drag(page: Page, part: 'stalk-ring' | 'stalk-lever', dx: number, dy: number): Promise<void> {
  const target = currentPage(page).getByTestId(part);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${part} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

const RING = ['off', 'position', 'low'] as const;
const LEVER = ['left', 'off', 'right'] as const;

/**
 * The same candidate as `operate`, on the drawn combination switch: the ring swiped up or down a notch at a time
 * (40 px each), the stalk pushed right or pulled left, moved up or down for the indicators; the hazard and fog
 * switches tapped.
 */
async function operateStalk(page: Page, kind: Kind): Promise<void> {
  const ringTo = async (to: (typeof RING)[number]) => {
    const steps = RING.indexOf(to) - RING.indexOf((await stalkNow(page)).headlight);
    if (steps) await drag(page, 'stalk-ring', 0, -40 * steps);
    expect((await stalkNow(page)).headlight).toBe(to);
  };
  const leverTo = async (to: (typeof LEVER)[number]) => {
    const steps = LEVER.indexOf(to) - LEVER.indexOf((await stalkNow(page)).indicator);
    if (steps) await drag(page, 'stalk-lever', 0, -40 * steps);
    expect((await stalkNow(page)).indicator).toBe(to);
  };
  const push = () => drag(page, 'stalk-lever', 60, 0);
  const pull = () => drag(page, 'stalk-lever', -60, 0);
  const lowBeam = async () => {
    await ringTo('low');
    if ((await stalkNow(page)).high) await pull();
  };
  const flashTwice = async () => {
    await pull();
    await pull();
    // A flash springs back: the beam stays dipped.
    expect((await stalkNow(page)).high).toBe(false);
  };
  const toggle = async (want: boolean, name: string) => {
    const button = control(page, name);
    if (want !== ((await button.getAttribute('aria-pressed')) === 'true')) await button.click();
  };
  const tidy = async (keep: { hazard?: boolean; fog?: boolean; indicator?: 'left' | 'right' }) => {
    await toggle(Boolean(keep.hazard), '危险报警闪光灯');
    await toggle(Boolean(keep.fog), '前雾灯');
    await toggle(Boolean(keep.fog), '后雾灯');
    await leverTo(keep.indicator ?? 'off');
  };
  switch (kind) {
    case 'low':
      await lowBeam();
      return tidy({});
    case 'high':
      await lowBeam();
      await push();
      expect((await stalkNow(page)).high).toBe(true);
      return tidy({});
    case 'alternate':
      await lowBeam();
      await tidy({});
      return flashTwice();
    case 'overtake':
    case 'overtakeThenRight':
      await lowBeam();
      await tidy({ indicator: 'left' });
      await flashTwice();
      if (kind === 'overtakeThenRight') await leverTo('right');
      return;
    case 'parkHazards':
      await ringTo('position');
      return tidy({ hazard: true });
    case 'lowHazards':
      await lowBeam();
      return tidy({ hazard: true });
    case 'fog':
      await lowBeam();
      return tidy({ hazard: true, fog: true });
    case 'allOff':
      await ringTo('off');
      return tidy({});
  }
}

/** Reads the field's instructions off the hub: each wording and the kind of lights it asks for. */
async function learnSet(page: Page): Promise<Map<string, Kind>> {
  const rows = currentPage(page).getByTestId('light-set-list').locator('li');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(4);
  const known = new Map<string, Kind>();
  for (const row of await rows.all()) {
    const text = await row.locator('span').innerText();
    const label = (await row.locator('small').innerText()) as keyof typeof KIND;
    known.set(text, KIND[label]);
  }
  return known;
}

const instruction = (page: Page) => currentPage(page).getByTestId('instruction');
/** The run's phase; 'done' once the run has left the screen for its result. */
const phase = async (page: Page) =>
  (await instruction(page).count()) ? await instruction(page).getAttribute('data-phase') : 'done';

/**
 * Taps start once the voices are loaded, then picks how to work the lights: the drawn stalk is the default,
 * the labelled buttons one tap away (most tests here press them by name).
 */
async function start(page: Page, controls: 'buttons' | 'stalk' | 'as kept' = 'buttons'): Promise<void> {
  const button = currentPage(page).getByTestId('start-run');
  await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
  await button.click();
  const toggle = currentPage(page).getByTestId('controls-mode');
  await expect.poll(() => toggle.count()).toBe(1);
  if (controls !== 'as kept')
    await toggle.getByRole('button', { name: controls === 'stalk' ? '拨杆' : '按钮' }).click();
}

/** Waits (in real time: the voice plays for real) until the instruction's voice has ended. */
async function untilWindow(page: Page, n: number): Promise<string> {
  await expect
    .poll(async () => `${await currentPage(page).getByTestId('run-position').innerText()} ${await phase(page)}`, {
      timeout: 30_000,
    })
    .toMatch(new RegExp(`^第 ${n}/\\d+ 条 window$`));
  return instruction(page).innerText();
}

/** Runs a whole exam as the candidate, skipping each window's rest with the page's clock. */
async function passExam(
  page: Page,
  known: Map<string, Kind>,
  controls: 'buttons' | 'as kept' = 'buttons',
): Promise<string[]> {
  await start(page, controls);
  const total = Number((await currentPage(page).getByTestId('run-position').innerText()).match(/\/(\d+)/)?.[1]);
  const heard: string[] = [];
  for (let n = 1; n <= total; n++) {
    const text = await untilWindow(page, n);
    heard.push(text);
    const kind = known.get(text);
    if (!kind) throw new Error(`an instruction the hub did not list: ${text}`);
    // 'as kept' on a new phone: the stalk, the default.
    await (controls === 'buttons' ? operate(page, kind) : operateStalk(page, kind));
    // The rest of the 5 seconds passes at once.
    await page.clock.fastForward(5000);
    await expect.poll(() => phase(page)).not.toBe('window');
  }
  return heard;
}

/**
 * Cuts every voice the page decodes to its first quarter second, for the tests about what a run records and
 * the result says rather than about the voice's own timing (抢答 keeps the real voices):
 * a whole exam then takes seconds instead of the voices' 40 s. The run times everything from the buffer it
 * plays, so the shorter voice is one it handles like any other.
 */
async function shortVoices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const decode = BaseAudioContext.prototype.decodeAudioData;
    BaseAudioContext.prototype.decodeAudioData = async function (this: BaseAudioContext, data: ArrayBuffer) {
      const full = await decode.call(this, data);
      const length = Math.min(full.length, Math.round(full.sampleRate / 4));
      const short = new AudioBuffer({ length, numberOfChannels: full.numberOfChannels, sampleRate: full.sampleRate });
      for (let c = 0; c < full.numberOfChannels; c++)
        short.copyToChannel(full.getChannelData(c).subarray(0, length), c);
      return short;
    };
  });
}

/** A student in Beijing, on the lighting hub through the home page's tile. */
async function studentAtHub(voices: 'real' | 'short' = 'real'): Promise<Page> {
  const page = await phones.open();
  if (voices === 'short') await shortVoices(page);
  await page.clock.install();
  await signIn(page, '/', { nickname: uniqueName('灯光学员'), type: 1, subscribe: true });
  await fieldChosen(page);
  await currentPage(page).locator('a[href="/light"]').click();
  await expect.poll(() => currentPage(page).getAttribute('data-route')).toBe('/light');
  return page;
}

describe('night-lighting practice', () => {
  it('a student passes a full exam by setting the lights each spoken instruction asks for', async () => {
    const page = await studentAtHub('short');
    const known = await learnSet(page);
    await currentPage(page).getByTestId('light-exam').click();
    const heard = await passExam(page, known);
    expect(heard[0]).toMatch(/前照灯/);
    expect(heard.at(-1)).toMatch(/关闭所有灯光/);

    await expect
      .poll(() => currentPage(page).getByTestId('result-verdict').innerText(), { timeout: 20_000 })
      .toBe('考试合格');
    expect(await currentPage(page).getByTestId('result-score').innerText()).toBe('100 分');
    const items = currentPage(page).getByTestId('result-item');
    expect(await items.count()).toBe(heard.length);
    // Each instruction names what the student did, and how fast.
    expect(await items.first().getByTestId('result-did').innerText()).toMatch(/^你的操作：前照灯关闭 → 近光 \d\.\ds$/);

    // The hub counts it.
    await currentPage(page).getByRole('link', { name: '返回灯光首页' }).click();
    await expect.poll(() => currentPage(page).getByTestId('best-score').innerText(), { timeout: 15_000 }).toBe('100');
  });

  it('a student passes the exam on the drawn combination switch, the default controls, remembered', async () => {
    const page = await studentAtHub('short');
    const known = await learnSet(page);
    await currentPage(page).getByTestId('light-exam').click();
    const heard = await passExam(page, known, 'as kept');
    await expect
      .poll(() => currentPage(page).getByTestId('result-verdict').innerText(), { timeout: 20_000 })
      .toBe('考试合格');
    expect(await currentPage(page).getByTestId('result-score').innerText()).toBe('100 分');
    expect(await currentPage(page).getByTestId('result-item').count()).toBe(heard.length);
    // The server got the same operations the buttons send: the ring swiped to low beam is that switch.
    expect(await currentPage(page).getByTestId('result-item').first().getByTestId('result-did').innerText()).toMatch(
      /^你的操作：前照灯关闭 → 近光 \d\.\ds$/,
    );

    // The buttons chosen once stay chosen for the next exam.
    await currentPage(page).getByTestId('exam-again').click();
    await start(page, 'buttons');
    await page.reload();
    await start(page, 'as kept');
    expect(
      await currentPage(page)
        .getByTestId('controls-mode')
        .getByRole('button', { name: '按钮' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await currentPage(page).getByTestId('stalk').count()).toBe(0);
    expect(await control(page, '近光灯').count()).toBe(1);
  });

  it('acting before the voice ends fails the exam (抢答), and the analysis lists the missed instruction', async () => {
    const page = await studentAtHub();
    await currentPage(page).getByTestId('light-exam').click();
    await start(page);
    await expect.poll(() => phase(page)).toBe('speaking');
    const first = await instruction(page).innerText();
    await control(page, '近光灯').click();
    const choice = currentPage(page).getByTestId('fail-choice');
    await expect.poll(() => choice.innerText(), { timeout: 20_000 }).toContain('抢答');
    await currentPage(page).getByTestId('end-exam').click();
    await expect
      .poll(() => currentPage(page).getByTestId('result-verdict').innerText(), { timeout: 20_000 })
      .toBe('考试不合格');
    expect(await currentPage(page).getByTestId('result-item').first().innerText()).toContain('抢答');

    await currentPage(page).getByRole('link', { name: '错题解析' }).click();
    const missed = currentPage(page).getByTestId('analysis-item');
    await expect.poll(() => missed.count(), { timeout: 15_000 }).toBe(1);
    expect(await missed.first().innerText()).toContain(first);
    expect(await missed.first().innerText()).toContain('错 1 次');
    // Explained from where it began (all off): the lights checked, then the move.
    expect(await missed.first().getByTestId('explain-checks').innerText()).toBe('考官检查：近光，其余灯光关闭');
    expect(await missed.first().getByTestId('explain-moves').locator('li').allInnerTexts()).toEqual([
      '前照灯关闭 → 近光：灯光开关转到近光挡',
    ]);
  });

  it('waiting past the 5 seconds fails the instruction', async () => {
    const page = await studentAtHub('short');
    await currentPage(page).getByTestId('light-exam').click();
    await start(page);
    await untilWindow(page, 1);
    await page.clock.fastForward(5000);
    await expect
      .poll(() => currentPage(page).getByTestId('fail-choice').innerText(), { timeout: 10_000 })
      .toContain('超时');
    // The student carries on for practice; the next instruction is read.
    await currentPage(page).getByTestId('carry-on').click();
    await untilWindow(page, 2);
  });

  it('an exercise of one kind starts from a situation and explains the right operation after the answer', async () => {
    const page = await studentAtHub();
    await currentPage(page).getByTestId('light-exercise').click();
    await currentPage(page).getByTestId('exercise-alternate').click();
    // An exercise says how it is judged, not that one slip fails an exam.
    const intro = currentPage(page).getByTestId('run-intro');
    await expect.poll(() => intro.innerText(), { timeout: 15_000 }).toContain('每条指令单独评判');
    expect(await intro.innerText()).not.toContain('不合格');
    await start(page);
    await untilWindow(page, 1);
    // Low beam is on already (the situation); one push of high beam is not an alternation.
    expect(await currentPage(page).innerText()).toContain('起始灯光：近光');
    await control(page, '远光灯').click();
    await page.clock.fastForward(5000);
    const explained = currentPage(page).getByTestId('exercise-explain');
    await expect
      .poll(() => explained.innerText(), { timeout: 15_000 })
      .toContain('考官检查：远近光交替至少 2 次，最后：近光，其余灯光关闭');
    expect(await explained.getByTestId('explain-moves').locator('li').allInnerTexts()).toEqual([
      '近光 → 远光 → 近光：把拨杆向怀里拉一下再松开，共 2 次',
    ]);
    expect(await explained.getByTestId('result-did').innerText()).toMatch(/^你的操作：近光 → 远光 \d\.\ds$/);
  });

  it('the webview exam runs without login, on the field named in the link, and keeps its result on the device', async () => {
    const page = await phones.open();
    await page.clock.install();
    // 白云嘉禾 runs its own set: fixed order, overtaking ends on the right indicator, a breakdown on low beam.
    const guangzhou = await fieldIdOf('白云嘉禾考场');
    await page.goto(`${baseUrl()}/light-webview?field_id=${guangzhou}`);
    const known = await learnSet(page);
    expect([...known.values()]).toContain('overtakeThenRight');
    expect(page.url()).not.toMatch(/sandbox/);
    // Its counts come from its set: 9 instructions, of which an exam reads 8 (the opening, 6, the closing).
    expect(await currentPage(page).getByTestId('light-set').innerText()).toContain(
      '本考场共 9 条指令；每次考试 8 条：开始 1 条、按顺序 6 条、结束 1 条',
    );
    // A full exam is passed in the first test; here the quickest ending (抢答 on the first instruction) is
    // enough to show where the result is kept.
    await currentPage(page).getByTestId('light-exam').click();
    await expect.poll(() => currentPage(page).getByTestId('run-intro').innerText()).toContain('共 8 条指令');
    await start(page);
    await expect.poll(() => phase(page)).toBe('speaking');
    await control(page, '近光灯').click();
    await expect
      .poll(() => currentPage(page).getByTestId('fail-choice').innerText(), { timeout: 20_000 })
      .toContain('抢答');
    await currentPage(page).getByTestId('end-exam').click();
    await expect
      .poll(() => currentPage(page).getByTestId('result-verdict').innerText(), { timeout: 20_000 })
      .toBe('考试不合格');
    expect(await currentPage(page).innerText()).toContain('成绩只保存在本机');
    const kept = await stored<{ passed: boolean; field_id: number }[]>(page, 'Light-Device-Results');
    expect(kept?.v).toEqual([expect.objectContaining({ passed: false, field_id: guangzhou })]);
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
  });

  it('the result explains every kind of instruction as the lights checked and the moves that set them', async () => {
    // A field whose set has every kind of instruction, in a fixed order, all read in an exam (the words are
    // the demo fields', so their voices are already made).
    const field = await fieldIdOf('海淀上庄考场');
    const dir = mkdtempSync(join(tmpdir(), 'light-set-'));
    const file = join(dir, 'set.json');
    writeFileSync(file, JSON.stringify(EVERY_KIND));
    await runOps(['light:import', String(field), file]);
    rmSync(dir, { recursive: true });
    try {
      const page = await phones.open();
      await shortVoices(page);
      await page.clock.install();
      await signIn(page, '/', { nickname: uniqueName('灯光学员'), type: 1, subscribe: true });
      await page.goto(`${baseUrl()}/light/exam?field_id=${field}`);
      await start(page);
      for (const [n, step] of SCRIPT.entries()) {
        expect(await untilWindow(page, n + 1)).toBe(step.text);
        for (const name of step.press) await control(page, name).click();
        await page.clock.fastForward(5000);
        await expect.poll(() => phase(page)).not.toBe('window');
        // The first mistake asks whether to go on, as the real test would stop there.
        if (n === 2) await currentPage(page).getByTestId('carry-on').click();
      }
      await expect
        .poll(() => currentPage(page).getByTestId('result-verdict').innerText(), { timeout: 20_000 })
        .toBe('考试不合格');
      const items = currentPage(page).getByTestId('result-item');
      expect(await items.count()).toBe(SCRIPT.length);
      for (const [n, step] of SCRIPT.entries()) {
        const item = items.nth(n);
        const where = `${n + 1}. ${step.text}`;
        expect(await item.getAttribute('data-passed'), where).toBe(String(step.passed));
        expect(await item.getByTestId('explain-checks').innerText(), where).toBe(`考官检查：${step.checks}`);
        const moves = item.getByTestId('explain-moves');
        const lines = step.moves.length ? await moves.locator('li').allInnerTexts() : [await moves.innerText()];
        expect(lines, where).toEqual(step.moves.length ? step.moves : ['正确做法：灯光已经符合，不用操作']);
        // Each move says the change of lights it makes, named as lamps, never as a button.
        for (const line of step.moves) expect(line.split('：')[0], where).toMatch(CHANGE);
        const did = (await item.getByTestId('result-did').innerText()).replace(/^你的操作：/, '').split('；');
        expect(
          did.map((d) => d.replace(/ -?\d+\.\ds$/, '')),
          where,
        ).toEqual(step.did);
      }
    } finally {
      await runOps(['light:reset', String(field)]);
    }
  }, 240_000);

  it('inside WeChat, a student shares a result: the menu gets the card link with did and field_id', async () => {
    const { access_token, did } = await apiLogin({ openid: `e2e-light-${Date.now()}`, type: 1 });
    const field = await fieldIdOf('江宁东山考场');
    // An exercise answer recorded through the API, as the exercise screen sends it.
    const set = await apiGet<{ set: { items: { key: string; expect: string }[] } }>(
      `/v1/light/answer?field_id=${field}`,
      access_token,
    );
    const high = set.set.items.find((i) => i.expect === 'high');
    const res = await fetch(`${baseUrl()}/api/v1/light/up?access-token=${access_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        field_id: field,
        mode: 'exercise',
        items: [
          {
            key: high?.key,
            actions: [
              { t: 400, control: 'headlight:low' },
              { t: 900, control: 'high' },
            ],
          },
        ],
      }),
    });
    const attempt = (await res.json()) as { data: { id: number; passed: boolean } };
    expect(attempt.data.passed).toBe(true);

    const page = await phones.open({ userAgent: WECHAT_IOS });
    await signIn(page, '/', { nickname: uniqueName('分享学员'), type: 1, subscribe: true });
    // Someone else's attempt is not theirs to share.
    await page.goto(`${baseUrl()}/light/share?id=${attempt.data.id}`);
    await expect.poll(() => currentPage(page).innerText(), { timeout: 15_000 }).toContain('不存在');

    // The owner shares it.
    const owner = await phones.open({ userAgent: WECHAT_IOS });
    // Their session goes in from a page of the origin that runs no app: on '/' the app, finding no session
    // inside WeChat, starts for WeChat's sign-in and that navigation could cut the next one short.
    await owner.goto(`${baseUrl()}/api/healthz`);
    await owner.evaluate(
      ([token, d]) => {
        const box = (v: unknown, days = 7) => JSON.stringify({ v, e: Date.now() + days * 86_400_000 });
        localStorage.setItem('Login-Status', box(2));
        localStorage.setItem('Access-Token', JSON.stringify({ v: token }));
        localStorage.setItem('User-Did', JSON.stringify({ v: d }));
      },
      [access_token, did],
    );
    await owner.goto(`${baseUrl()}/light/share?id=${attempt.data.id}`);
    const card = currentPage(owner).getByTestId('share-card');
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('100 分');
    await currentPage(owner).getByTestId('share-button').click();
    await expect.poll(() => owner.getByTestId('share-guide').isVisible()).toBe(true);
    const link = await sharedLink(owner);
    expect(link.pathname).toBe('/light/share');
    expect(link.searchParams.get('did')).toBe(did);
    expect(link.searchParams.get('field_id')).toBe(String(field));
    const code = link.searchParams.get('code');
    expect(code).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // A friend opens the link and sees the card.
    await page.goto(link.toString());
    await expect
      .poll(() => currentPage(page).getByTestId('share-card').innerText(), { timeout: 15_000 })
      .toContain('100 分');
  });
});

/** A demo exam field's id, looked up as the field picker does (cities, then each city's fields). */
async function fieldIdOf(name: string): Promise<number> {
  const { access_token } = await apiLogin({ openid: `e2e-light-picker-${Date.now()}`, type: 1 });
  const loc = await apiGet<{ provinces: { cities: { id: number }[] }[] }>('/v1/user/loc', access_token);
  for (const city of loc.provinces.flatMap((p) => p.cities)) {
    const top = await apiGet<{ fields: { field_id: number; field_name: string }[] }>(
      `/v1/user/top-info?city_id=${city.id}`,
      access_token,
    );
    const field = top.fields.find((f) => f.field_name === name);
    if (field) return field.field_id;
  }
  throw new Error(`no demo field ${name}`);
}

/** The link WeChat's menus were last given by the page (the JS-SDK stand-in records each call). */
async function sharedLink(page: Page): Promise<URL> {
  type Calls = { calls: { api: string; args: Record<string, string> }[] } | null;
  const latest = async () => {
    const calls =
      (await page.evaluate(() => (window as unknown as { __wxSandbox?: Calls }).__wxSandbox ?? null))?.calls ?? [];
    return calls.filter((c) => c.api === 'updateAppMessageShareData').at(-1)?.args.link;
  };
  await expect.poll(latest, { timeout: 15_000 }).toMatch(/\/light\/share\?/);
  return new URL((await latest()) as string);
}
