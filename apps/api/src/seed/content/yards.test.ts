import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoArticles } from './news';
import { ITEM_NAMES, ITEM_RULES } from './yards';

/** The table of docs/exam-site.md's "What each item teaches": item → its two lists. */
function docsTable() {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../../../docs/exam-site.md'), 'utf8');
  const section = doc.split('## What each item teaches')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| item') && !l.startsWith('| -'));
  const list = (cell: string) => (cell.trim() === '—' ? [] : cell.split(';').map((s) => s.trim()));
  return new Map(
    rows.map((row) => {
      const [name, fails, deductions] = row.split('|').slice(1, 4) as [string, string, string];
      return [name.trim(), { fails: list(fails), deductions: list(deductions) }];
    }),
  );
}

describe('what the demo yards teach about each subject-two item', () => {
  it('matches docs/exam-site.md: what fails an item and what only costs points', () => {
    const table = docsTable();
    expect(table.size).toBe(5);
    for (const [key, name] of Object.entries(ITEM_NAMES)) {
      const rules = ITEM_RULES[key as keyof typeof ITEM_RULES];
      expect({ name, fails: rules.fails, deductions: rules.deductions }).toEqual({ name, ...table.get(name) });
    }
  });

  it('never lists a deduction as a failure', () => {
    for (const rules of Object.values(ITEM_RULES)) {
      for (const f of rules.fails) expect(f).not.toMatch(/扣分|转向灯/);
    }
    expect(ITEM_RULES.hill_start.deductions).toEqual(['前保险杠距停车线30至50厘米']);
  });

  // The demo articles on the items say the same: each part naming a rule of the table (a list item, or a
  // heading with its paragraphs) says 不合格 where the table says it fails, and 扣分 where it only costs points.
  it.each([
    ['k2-reverse-parking-mistakes', '倒车入库', [['中途停车', '中途停车']]],
    [
      'k2-parallel-parking-mistakes',
      '侧方停车',
      [
        ['车身出线', '车辆入库停止后，车身出线'],
        ['车轮轧线', '行驶中车轮轧道路边线'],
        ['没有停进库内', '车辆未停入库内'],
        ['中途停车', '中途停车'],
        ['左转向灯', '出库时未开左转向灯'],
      ],
    ],
  ] as const)('the article %s teaches %s as the table does', (slug, item, rules) => {
    const article = demoArticles.find((a) => a.slug === slug);
    if (!article) throw new Error(`no demo article ${slug}`);
    const row = docsTable().get(item);
    const parts = article.body.split(/<h2>|<li>/).map((part) => part.replace(/<[^>]+>/g, ''));
    for (const [words, rule] of rules) {
      const fails = row?.fails.includes(rule);
      expect(fails || row?.deductions.includes(rule), `${rule} is in the table`).toBe(true);
      const saying = parts.filter((part) => part.includes(words)).join('');
      expect(saying, `${slug}: ${words}`).toMatch(fails ? /不合格/ : /扣分/);
      expect(saying, `${slug}: ${words}`).not.toMatch(fails ? /扣分/ : /不合格/);
    }
  });
});
