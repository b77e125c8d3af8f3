import type { Sentences } from './sentences';

/** Coach registration, SMS codes and phones, certification, schools and posters. */
export const coachMessages = {
  // Posters and sharing (issue 6; coach_only is shared with the certification part)
  poster_not_found: { zh: '海报不存在', en: 'This poster does not exist' },
  poster_limit: {
    zh: '最多保留 {max} 张海报，请先删除不用的海报',
    en: 'You can keep at most {max|poster|posters}; delete one you no longer use first',
  },
  poster_paper_open: {
    zh: '这场模拟考试还没交卷，交卷后才能生成成绩海报',
    en: 'This mock exam has not been submitted yet; submit it to make a score poster',
  },
  // SMS codes, coach registration and phone binding (issue 6)
  phone_invalid: {
    zh: '请输入正确的手机号（11 位中国大陆手机号）',
    en: 'Enter a valid mainland China mobile number (11 digits)',
  },
  sms_code_format: { zh: '验证码是 6 位数字', en: 'The code is 6 digits' },
  sms_code_none: { zh: '请先获取验证码', en: 'Get a code first' },
  sms_code_wrong: { zh: '验证码不正确，还可以再试 {left} 次', en: 'Wrong code; {left|try|tries} left' },
  sms_code_voided: {
    zh: '验证码错误次数过多，已失效，请重新获取',
    en: 'Too many wrong tries: this code no longer works; get a new one',
  },
  sms_code_expired: {
    zh: '验证码已过期（5 分钟内有效），请重新获取',
    en: 'The code has expired (it works for 5 minutes); get a new one',
  },
  sms_code_used: { zh: '验证码已使用过，请重新获取', en: 'This code has already been used; get a new one' },
  sms_limit_minute: {
    zh: '验证码每分钟只能获取 1 次，请{wait_zh}后再试',
    en: 'A code can be sent once a minute; try again in {wait_en}',
  },
  sms_limit_hour: {
    zh: '这个手机号 1 小时内最多获取 5 次验证码，请{wait_zh}后再试',
    en: 'This number can get at most 5 codes an hour; try again in {wait_en}',
  },
  sms_limit_day: {
    zh: '这个手机号 24 小时内最多获取 10 次验证码，请{wait_zh}后再试',
    en: 'This number can get at most 10 codes in 24 hours; try again in {wait_en}',
  },
  sms_limit_ip: {
    zh: '当前网络获取验证码太频繁，请{wait_zh}后再试',
    en: 'Too many codes were asked for from this network; try again in {wait_en}',
  },
  sms_limit_provider: {
    zh: '短信发送太频繁，请{wait_zh}后再试',
    en: 'Too many text messages were sent; try again in {wait_en}',
  },
  sms_purpose_coach: { zh: '只有教练可以获取手机验证的验证码', en: 'Only coaches can get a phone-verification code' },
  phone_taken: {
    zh: '这个手机号已绑定其他账号，请换一个手机号',
    en: 'This number is bound to another account; use another number',
  },
  already_coach: { zh: '你已经是教练了', en: 'You are already a coach' },
  coach_reg_closed: { zh: '教练注册暂未开放', en: 'Coach registration is closed for now' },
  reg_school_required: { zh: '请选择或填写你所在的驾校', en: 'Choose or enter your driving school' },
  reg_school_not_found: {
    zh: '所选驾校不存在，请重新选择',
    en: 'The chosen driving school does not exist; choose again',
  },
  coach_not_found: {
    zh: '没有找到这位教练，请核对教练码或链接',
    en: 'No such coach; check the coach code or link',
  },
  coach_ref_required: {
    zh: '请输入教练码，或扫描、粘贴教练的链接',
    en: "Enter the coach code, or scan or paste the coach's link",
  },
  bind_self: { zh: '不能绑定自己', en: 'You cannot bind to yourself' },
  // The coach workspace: students, applications (issue 6)
  student_not_found: { zh: '学员不存在，或不是你的学员', en: 'No such student, or not one of yours' },
  // Certification, portraits and schools (issue 6)
  coach_only: { zh: '只有教练可以使用此功能', en: 'Only coaches can do this' },
  phone_verify_first: {
    zh: '请先完成手机验证（教练资料 → 手机验证），再进行此操作',
    en: 'Verify your phone number first (coach profile → phone verification)',
  },
  cert_pending: {
    zh: '认证资料正在审核中，请耐心等待审核结果',
    en: 'Your certification is being reviewed; please wait for the result',
  },
  cert_already_approved: { zh: '你已通过教练认证，无需再次提交', en: 'You are already a certified coach' },
  cert_not_found: { zh: '认证申请不存在', en: 'This certification does not exist' },
  cert_not_pending: {
    zh: '该认证申请已审核过（{status}），不能再次审核',
    en: 'This certification has already been reviewed ({status})',
  },
  cert_reason_required: { zh: '驳回认证时必须写明原因', en: 'A rejection needs a reason' },
  school_not_found: { zh: '驾校不存在，或不是你添加的驾校', en: 'No such driving school, or you did not add it' },
  school_exists: {
    zh: '{city}已有名为“{name}”的驾校，请在驾校列表中选择',
    en: '{city} already has a driving school called “{name}”; pick it from the list',
  },
  school_phone_invalid: {
    zh: '驾校电话格式不正确（手机号或带区号的座机号）',
    en: 'The school phone is not valid (a mobile number or a landline with area code)',
  },
} as const satisfies Sentences;
