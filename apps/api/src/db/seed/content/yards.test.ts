import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ITEM_NAMES, ITEM_RULES } from './yards';

/** The table of docs/exam-site.md's "What each item teaches": item → its two lists. */
function docsTable() {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../../../../docs/exam-site.md'), 'utf8');
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
});
