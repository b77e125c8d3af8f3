import type { BankFileError } from './bank-file';

/**
 * The importer's problems in Chinese, for the console (the CLI keeps bank-file.ts's English). A message not
 * listed here is shown as the importer wrote it.
 */

const FIELDS: Record<string, string> = {
  id: '编号',
  subject: '科目',
  chapter: '章节',
  type: '题型',
  stem: '题干',
  options: '选项',
  answer: '答案',
  explanation: '解析',
  tip: '提示',
  topics: '专项',
  difficulty: '难度',
  banks: '题库',
  image: '图片',
  curated: '精选',
  json: 'JSON',
  csv: 'CSV',
  header: '表头',
  row: '整行',
};

const TYPES: Record<string, string> = { judge: '判断题', single: '单选题' };

const MESSAGES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^is required$/, () => '必填'],
  [/^needs at least (\d+) characters$/, (m) => `至少 ${m[1]} 个字`],
  [/^is longer than (\d+) characters$/, (m) => `超过了 ${m[1]} 字`],
  [/^needs at least 2 options$/, () => '至少要有 2 个选项'],
  [/^has more than 6 options$/, () => '最多 6 个选项'],
  [/^must be option letters like A or ACD$/, () => '应为选项字母，如 A 或 ACD'],
  [/^letters must be in order without repeats/, () => '字母应按顺序且不重复，如 ACD'],
  [/^names an option beyond ([A-F])$/, (m) => `超出了选项范围（最后一个选项是 ${m[1]}）`],
  [/^a judge question has exactly the options/, () => '判断题的选项只能是「正确」「错误」'],
  [/^a multiple-choice question needs at least 3 options$/, () => '多选题至少要有 3 个选项'],
  [/^a multiple-choice answer names at least two options$/, () => '多选题的答案至少两个选项'],
  [/^subject one has no multiple-choice questions$/, () => '科目一没有多选题'],
  [/^a (judge|single) question has exactly one right option$/, (m) => `${TYPES[m[1] ?? '']}只有一个正确选项`],
  [
    /^must be a \/static\/ path, an https:\/\/ URL or atlas:<key>$/,
    () => '应为 /static/ 路径、https:// 链接或 atlas:速记条目',
  ],
  [/^names no entry of the atlas$/, () => '速记图谱里没有这个条目'],
  [/^must be 1 or 4$/, () => '只能是 1 或 4'],
  [/^must be judge, single or multiple$/, () => '只能是 judge、single 或 multiple'],
  [/^must be 1–5$|^must be a number from 1 to 5$/, () => '应为 1–5'],
  [/^must be a whole number$/, () => '应为整数'],
  [/^use 1–64 letters, digits, _ or -$/, () => '只能用 1–64 个字母、数字、_ 或 -'],
  [/^the same id is already used at (.+)$/, (m) => `与 ${m[1]} 的编号重复`],
  [/^unknown chapter (.+)$/, (m) => `章节 ${m[1]} 不存在`],
  [/^chapter (\S+) is a subject (\d) chapter$/, (m) => `章节 ${m[1]} 属于科目${m[2] === '1' ? '一' : '四'}`],
  [/^unknown topic (.+)$/, (m) => `专项 ${m[1]} 不存在`],
  [/^unknown bank (.+)$/, (m) => `题库 ${m[1]} 不存在`],
  [/^needs at least one bank$/, () => '至少属于一个题库'],
  [/^missing column (.+)$/, (m) => `缺少列 ${m[1]}`],
  [/^not valid JSON/, () => '不是有效的 JSON'],
  [/^expected an object with "chapters" and "questions" lists$/, () => '应为含 chapters 和 questions 列表的对象'],
];

/** Where a problem is, in Chinese: "line 3" → "第 3 行", "questions[2]" → "第 3 题". */
function whereZh(where: string): string {
  const line = where.match(/^line (\d+)$/);
  if (line) return `第 ${line[1]} 行`;
  const item = where.match(/^(questions|chapters)\[(\d+)\]$/);
  if (item)
    return `${item[1] === 'questions' ? '第' : '章节第'} ${Number(item[2]) + 1} ${item[1] === 'questions' ? '题' : '项'}`;
  return where === 'file' ? '文件' : where;
}

export function bankErrorZh(error: BankFileError): BankFileError {
  const field = error.field.startsWith('chapter.')
    ? `章节${FIELDS[error.field.slice(8)] ?? error.field.slice(8)}`
    : (FIELDS[error.field] ?? error.field);
  let message = error.message;
  for (const [pattern, say] of MESSAGES) {
    const m = error.message.match(pattern);
    if (m) {
      message = say(m);
      break;
    }
  }
  return { ...error, where: whereZh(error.where), field, message };
}
