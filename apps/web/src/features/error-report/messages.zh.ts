/** Chinese, the default language. */
export const zh = {
  'report.title': '题目纠错',
  'report.intro': '发现题目、答案或解析有问题？告诉我们，核实后会尽快修正。',
  'report.generalIntro': '发现题库或页面有问题？告诉我们，核实后会尽快修正。',
  'report.question': '题目编号 {id}',
  'report.kind': '错误类型',
  'kind.answer': '答案有误',
  'kind.explanation': '解析有误',
  'kind.typo': '错别字',
  'kind.image': '图片有误',
  'kind.other': '其他',
  'report.content': '问题描述',
  'report.placeholder': '请描述具体问题，例如正确答案应为哪一项、依据是什么',
  'report.count': '{count}/{max}',
  'report.countLabel': '已输入 {count} 字，最多 {max} 字',
  'report.submit': '提交',
  'report.sending': '提交中…',
  'report.needKind': '请选择错误类型',
  'report.tooShort': '请至少填写 {min} 个字',
  'report.tooLong': '最多填写 {max} 个字',
  'report.failed': '提交失败，请稍后重试',
  'report.thanks': '感谢你的反馈',
  'report.thanksBody': '我们会尽快核实并修正，帮助更多学员顺利通过考试。',
  'report.back': '返回',
};

export type MessageKey = keyof typeof zh;
