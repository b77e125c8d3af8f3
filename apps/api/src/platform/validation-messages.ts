import type { Lang } from './messages';

/** One zod issue as fastify-type-provider-zod hands it over: its code and the issue's own fields. */
export interface ValidationEntry {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

type Params = Record<string, unknown>;

const typeNames: Record<string, { zh: string; en: string }> = {
  number: { zh: '数字', en: 'a number' },
  int: { zh: '整数', en: 'a whole number' },
  string: { zh: '文字', en: 'text' },
  boolean: { zh: 'true 或 false', en: 'true or false' },
  array: { zh: '列表', en: 'a list' },
  object: { zh: '对象', en: 'an object' },
  date: { zh: '日期', en: 'a date' },
};

/** What was sent, quoted and cut short: a person recognises their own input. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = [...text].length > 24 ? `${[...text].slice(0, 24).join('')}…` : text;
  return `“${short}”`;
}

const list = (values: unknown[], lang: Lang) => values.map((v) => String(v)).join(lang === 'zh' ? '、' : ', ');

/** Every value a union of literals, enums and booleans accepts, or null when a branch is something else. */
function unionValues(params: Params): unknown[] | null {
  const branches = params.errors as { code: string; values?: unknown[]; expected?: string }[][] | undefined;
  if (!branches?.length) return null;
  // As text: a query sends "1" where JSON sends 1, and the person reads them alike.
  const values = new Set<string>();
  for (const branch of branches) {
    const issue = branch[0];
    if (branch.length !== 1 || !issue) return null;
    if (issue.code === 'invalid_value' && issue.values) for (const v of issue.values) values.add(String(v));
    else if (issue.code === 'invalid_type' && issue.expected === 'boolean') values.add('true').add('false');
    else return null;
  }
  return [...values];
}

/** "1 character", "20 characters". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function bound(params: Params, lang: Lang, side: 'min' | 'max'): string {
  const limit = Number(side === 'min' ? params.minimum : params.maximum);
  const inclusive = params.inclusive !== false;
  switch (params.origin) {
    case 'string': {
      const chars = count(limit, 'character', 'characters');
      if (params.exact) return lang === 'zh' ? `应为 ${limit} 个字` : `must be exactly ${chars}`;
      return side === 'min'
        ? lang === 'zh'
          ? `至少 ${limit} 个字`
          : `must be at least ${chars}`
        : lang === 'zh'
          ? `最多 ${limit} 个字`
          : `must be at most ${chars}`;
    }
    case 'array':
    case 'set': {
      const items = count(limit, 'item', 'items');
      if (params.exact) return lang === 'zh' ? `应为 ${limit} 项` : `takes exactly ${items}`;
      return side === 'min'
        ? lang === 'zh'
          ? `至少 ${limit} 项`
          : `needs at least ${items}`
        : lang === 'zh'
          ? `最多 ${limit} 项`
          : `takes at most ${items}`;
    }
    default:
      if (side === 'min')
        return inclusive
          ? lang === 'zh'
            ? `不能小于 ${limit}`
            : `must be at least ${limit}`
          : lang === 'zh'
            ? `必须大于 ${limit}`
            : `must be more than ${limit}`;
      return inclusive
        ? lang === 'zh'
          ? `不能大于 ${limit}`
          : `must be at most ${limit}`
        : lang === 'zh'
          ? `必须小于 ${limit}`
          : `must be less than ${limit}`;
  }
}

/** The rule the value broke, without the value. */
function rule(entry: ValidationEntry, lang: Lang): string {
  const p = entry.params;
  switch (entry.keyword) {
    case 'invalid_type': {
      const name = typeNames[String(p.expected)];
      if (!name) return lang === 'zh' ? '类型不对' : 'has the wrong type';
      return lang === 'zh' ? `应为${name.zh}` : `must be ${name.en}`;
    }
    case 'invalid_value': {
      const values = (p.values as unknown[]) ?? [];
      return lang === 'zh' ? `只能是 ${list(values, lang)} 之一` : `must be one of ${list(values, lang)}`;
    }
    case 'invalid_union': {
      const values = unionValues(p);
      if (values) return lang === 'zh' ? `只能是 ${list(values, lang)} 之一` : `must be one of ${list(values, lang)}`;
      return lang === 'zh' ? '格式不对' : 'is not in a form this field takes';
    }
    case 'too_small':
      return bound(p, lang, 'min');
    case 'too_big':
      return bound(p, lang, 'max');
    case 'invalid_format':
      return lang === 'zh' ? '格式不对' : 'is not in the right format';
    case 'not_multiple_of':
      return lang === 'zh' ? `应为 ${p.divisor} 的整数倍` : `must be a multiple of ${p.divisor}`;
    case 'unrecognized_keys':
      return lang === 'zh'
        ? `不认识的字段：${list((p.keys as unknown[]) ?? [], lang)}`
        : `has fields it does not take: ${list((p.keys as unknown[]) ?? [], lang)}`;
    default:
      // Our own refinements carry a sentence written for people.
      return entry.message ?? (lang === 'zh' ? '无效' : 'is not valid');
  }
}

/**
 * A field's problem in words a person understands, naming what they sent: "应为数字，收到“abc”",
 * "只能是 1、4 之一，收到“7”", "必填". Zod's own locale cannot do this here: the issues arrive without
 * the input, so it says "received undefined" for everything.
 */
export function describeIssue(entry: ValidationEntry, value: unknown, lang: Lang): string {
  const missing = value === undefined || value === null || value === '';
  if (missing && entry.keyword !== 'custom') return lang === 'zh' ? '必填' : 'is required';
  const broke = rule(entry, lang);
  if (entry.keyword === 'custom' || entry.keyword === 'unrecognized_keys') return broke;
  return lang === 'zh' ? `${broke}，收到${shown(value)}` : `${broke}; got ${shown(value)}`;
}

/** The value at a validation entry's path inside what the request sent. */
export function valueAt(source: unknown, instancePath: string): unknown {
  let here: unknown = source;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}
