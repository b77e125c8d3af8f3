import type { Sentences } from './sentences';

/** Theory practice, mock exams and the question bank. */
export const examMessages = {
  question_not_found: { zh: '题目不存在或已下线', en: 'This question does not exist' },
  chapter_required: { zh: '请选择章节', en: 'Choose a chapter' },
  topic_required: { zh: '请选择专项', en: 'Choose a topic' },
  picture_required: { zh: '请选择速记条目', en: 'Choose an atlas entry' },
  atlas_entry_not_found: { zh: '速记图谱里没有这个条目', en: 'The atlas has no such entry' },
  answer_out_of_range: { zh: '答案超出了选项范围', en: 'The answer names an option the question does not have' },
  not_in_book: { zh: '这道题不在错题本中', en: 'This question is not in your wrong-answer book' },
  paper_not_found: { zh: '试卷不存在', en: 'This exam paper does not exist' },
  paper_time_up: { zh: '考试时间已到，不能再作答', en: 'Time is up: this paper takes no more answers' },
  paper_submitted: { zh: '试卷已交卷，不能再作答', en: 'This paper has been submitted' },
  question_not_in_paper: { zh: '这道题不在本试卷中', en: 'This question is not part of the paper' },
  exam_rules_changed: {
    zh: '考试规则刚刚更新，请重新开始考试',
    en: 'The exam rules were changed just now: start the exam again',
  },
  bank_too_small: {
    zh: '题库题目不足，无法组卷（需要{need}题，现有{have}题）',
    en: 'The bank is too small for a paper (needs {need|question|questions}, has {have})',
  },
  theory_student_unknown: {
    zh: '还没有学员账号绑定手机号 {phone}，学员绑定后再开通',
    en: 'No student account has bound {phone} yet; approve once the student has',
  },
  // The console's question bank and error reports (issue 16)
  question_edit_invalid: { zh: '题目有误：{problems}', en: 'The question has problems: {problems}' },
  error_report_not_found: { zh: '纠错反馈不存在', en: 'No such error report' },
  error_report_closed: {
    zh: '这条纠错反馈已处理过（{status}），不能再次处理',
    en: 'This error report has already been handled ({status})',
  },
  error_report_no_question: {
    zh: '这条反馈没有关联题目，无法修改题目',
    en: 'This report is about no question; there is nothing to edit',
  },
} as const satisfies Sentences;
