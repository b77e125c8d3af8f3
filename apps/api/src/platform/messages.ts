import type { FastifyRequest } from 'fastify';

/** Every sentence the API sends to people, in both languages. */
const messages = {
  ok: { zh: 'ok', en: 'ok' },
  bad_request: { zh: '参数有误：{fields}', en: 'Invalid input: {fields}' },
  bad_body: { zh: '请求内容无法解析', en: 'The request body could not be read' },
  unauthorized: { zh: '请先登录', en: 'Please log in first' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  not_found: { zh: '请求的内容不存在', en: 'Not found' },
  route_not_found: { zh: '接口不存在', en: 'No such endpoint' },
  too_many: { zh: '操作太频繁，请稍后再试', en: 'Too many requests; please try again later' },
  too_many_wait: { zh: '操作太频繁，请{wait_zh}后再试', en: 'Too many requests; please try again in {wait_en}' },
  login_too_many: {
    zh: '登录太频繁，请{wait_zh}后再试',
    en: 'Too many sign-ins from here; please try again in {wait_en}',
  },
  server_error: { zh: '服务器内部错误，请联系客服！', en: 'Internal server error, please contact customer service!' },
  upstream_error: {
    zh: '{service}暂时不可用，请稍后再试',
    en: '{service} is unavailable right now; please try again later',
  },
  code_invalid: {
    zh: '微信授权码无效、已使用或已过期，请重新登录',
    en: 'The WeChat authorisation code is invalid, used or expired; please log in again',
  },
  app_id_unknown: { zh: '公众号 app_id 不正确', en: 'Unknown app_id' },
  field_not_found: { zh: '考场不存在', en: 'This exam field does not exist' },
  field_retired: { zh: '该考场已停用，请选择其他考场', en: 'This exam field has been retired; please pick another' },
  field_name_taken: {
    zh: '该城市已有名为“{name}”的考场',
    en: 'This city already has an exam field named “{name}”',
  },
  city_adcode_taken: {
    zh: '行政区划代码 {adcode} 已被其他城市使用',
    en: 'Another city already has the division code {adcode}',
  },
  city_not_found: { zh: '该城市暂未开通考场', en: 'There are no exam fields in this city yet' },
  notice_not_found: { zh: '公告不存在或已下线', en: 'This notice does not exist or has ended' },
  place_not_found: { zh: '无法识别该位置', en: 'This location could not be identified' },
  question_not_found: { zh: '题目不存在或已下线', en: 'This question does not exist' },
  chapter_required: { zh: '请选择章节', en: 'Choose a chapter' },
  light_item_unknown: {
    zh: '这条灯光指令不在该考场的指令集中',
    en: "This instruction is not in the field's lighting set",
  },
  light_exam_order: {
    zh: '灯光模拟考试应以开始指令开头、以结束指令收尾（或在第一条错误处结束），中间指令不重复',
    en: 'A lighting exam runs from the opening instruction to the closing one (or stops at its first mistake), with no instruction twice',
  },
  light_exam_too_long: {
    zh: '指令数超过了该考场一场灯光考试的数量',
    en: "More instructions than one of this field's lighting exams has",
  },
  light_start_in_exam: {
    zh: '灯光模拟考试的灯光从全部关闭开始、逐条延续，不能指定起始灯光',
    en: 'In a lighting exam the lights start all off and carry over: an instruction cannot name its own start',
  },
  light_start_impossible: {
    zh: '远光灯只能在近光灯开启时点亮',
    en: 'High beam lights only with the headlights on low beam',
  },
  light_mod_absent: {
    zh: '该考场的灯光指令中没有这一类',
    en: "This field's lighting set has no instruction of this kind",
  },
  light_attempt_not_found: { zh: '这次灯光练习记录不存在', en: 'This lighting attempt does not exist' },
  topic_required: { zh: '请选择专项', en: 'Choose a topic' },
  answer_out_of_range: { zh: '答案超出了选项范围', en: 'The answer names an option the question does not have' },
  not_in_book: { zh: '这道题不在错题本中', en: 'This question is not in your wrong-answer book' },
  paper_not_found: { zh: '试卷不存在', en: 'This exam paper does not exist' },
  paper_time_up: { zh: '考试时间已到，不能再作答', en: 'Time is up: this paper takes no more answers' },
  paper_submitted: { zh: '试卷已交卷，不能再作答', en: 'This paper has been submitted' },
  question_not_in_paper: { zh: '这道题不在本试卷中', en: 'This question is not part of the paper' },
  bank_too_small: {
    zh: '题库题目不足，无法组卷（需要{need}题，现有{have}题）',
    en: 'The bank is too small for a paper (needs {need|question|questions}, has {have})',
  },
  article_not_found: { zh: '文章不存在或已下线', en: 'This article does not exist' },
  topic_not_found: { zh: '专题不存在', en: 'This topic does not exist' },
  help_not_found: { zh: '帮助内容不存在', en: 'This help entry does not exist' },
  event_not_found: { zh: '活动不存在', en: 'This event does not exist' },
  lesson_not_found: { zh: '课程不存在或已下架', en: 'This lesson does not exist' },
  course_not_found: { zh: '该考场暂无课程', en: 'This exam field has no course yet' },
  route_map_not_found: { zh: '考试路线不存在', en: 'This exam route does not exist' },
  comment_not_found: { zh: '评论不存在', en: 'This comment does not exist' },
  field_required: { zh: '请先选择考场', en: 'Choose your exam field first' },
  already_applied: { zh: '你已报名该考场的线下班，请等待审核', en: 'You have already applied for this class' },
  product_not_found: { zh: '商品不存在或已下架', en: 'This product does not exist' },
  order_not_found: { zh: '订单不存在', en: 'This order does not exist' },
  order_busy: { zh: '订单正在处理，请稍后再试', en: 'The order is being processed; please try again' },
  coach_not_bound: { zh: '你还没有绑定教练', en: 'You are not bound to a coach' },
  refund_too_much: {
    zh: '退款金额超过可退金额（最多 {max} 分）',
    en: 'The refund is more than what can be refunded (at most {max} fen)',
  },
  refund_no_taken: { zh: '该退款单号已用于其他订单', en: 'This refund number belongs to another order' },
  refund_not_found: { zh: '退款单不存在', en: 'This refund does not exist' },
  refund_not_paid: { zh: '订单未支付，不能退款', en: 'Only a paid order can be refunded' },
  refund_failed: { zh: '微信支付拒绝了退款：{reason}', en: 'WeChat Pay refused the refund: {reason}' },
  withdraw_not_certified: {
    zh: '完成教练认证后才能提现：请先在「教练认证」提交证件，审核通过后即可提现',
    en: 'Only certified coaches can withdraw: send in your coach certification first, then withdraw once it is approved',
  },
  withdraw_too_small: { zh: '单笔最低提现 {min} 元', en: 'The minimum withdrawal is ¥{min}' },
  withdraw_over_balance: {
    zh: '提现金额超过可提现余额（当前余额 {balance} 元）',
    en: 'That is more than your balance (¥{balance})',
  },
  withdraw_key_reused: {
    zh: '这次提现请求已用于另一笔金额，请刷新页面后重试',
    en: 'This withdrawal request was already used for another amount; reload the page and try again',
  },
  withdrawal_not_found: { zh: '提现记录不存在', en: 'This withdrawal does not exist' },
  withdrawal_not_reviewing: {
    zh: '该提现不在待审核状态（当前：{status}）',
    en: 'This withdrawal is not waiting for review (it is {status})',
  },
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
  ops_unauthorized: { zh: '运营口令无效', en: 'Invalid operator token' },
  metrics_unauthorized: { zh: '监控口令无效', en: 'Invalid metrics token' },
  // Backups of the embedded install (docs/deploy.md#backup-and-restore)
  backup_not_embedded: {
    zh: '此服务器的数据库不是嵌入式数据库（DATA_DIR 中的 PGlite），请按 docs/deploy.md 用 pg_dump 和存储桶备份',
    en: "This server's database is not the embedded one in DATA_DIR: back it up with pg_dump and the bucket's tools (docs/deploy.md)",
  },
  backup_running: { zh: '已有一个备份正在进行，请等它完成', en: 'A backup is already running; wait for it to finish' },
  import_invalid: {
    zh: '导入文件有{count}处错误，未导入任何内容',
    en: 'The file has {count|problem|problems}; nothing was imported',
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
  kt_already_applied: {
    zh: '已为该学员提交过科目{subject}的开通申请，请等待审核',
    en: 'You have already applied to open subject {subject} for this student; please wait for the review',
  },
  // Certification, portraits and schools (issue 6)
  coach_only: { zh: '只有教练可以使用此功能', en: 'Only coaches can do this' },
  phone_verify_first: {
    zh: '请先完成手机验证（教练资料 → 手机验证），再进行此操作',
    en: 'Verify your phone number first (coach profile → phone verification)',
  },
  upload_not_multipart: {
    zh: '请以表单文件（multipart/form-data）方式上传',
    en: 'Send the files as a multipart/form-data upload',
  },
  // {field} is the picture's name as the area gives it (身份证人像面, 图片, 车辆照片（含车牌）): the sentence adds
  // no noun of its own to it.
  upload_missing: { zh: '请上传{field}', en: 'Add the {field}' },
  upload_bad_type: {
    zh: '{field}须为 JPG、PNG 或 WebP 格式，请重新选择',
    en: 'The {field} must be a JPEG, PNG or WebP file; choose another',
  },
  upload_unreadable: {
    zh: '上传的{field}已损坏或无法读取，请换一张',
    en: 'The uploaded {field} is damaged or cannot be read; choose another',
  },
  upload_too_large: {
    zh: '{field}超过 8 MB，请压缩或换一张',
    en: 'The {field} is larger than 8 MB; choose a smaller one',
  },
  upload_too_small: {
    zh: '{field}太小（至少 {min}×{min} 像素），请换一张更清晰的',
    en: 'The {field} is too small (at least {min}×{min} pixels); choose a sharper one',
  },
  upload_too_many: { zh: '一次上传的文件或字段太多', en: 'Too many files or fields in one upload' },
  upload_too_many_pixels: {
    zh: '{field}有 {size} 像素，超过上限（{max_zh}），请缩小或换一张后再上传',
    en: 'The {field} is {size} pixels, over the limit of {max_en}; scale it down or choose another',
  },
  upload_rate_limited: { zh: '上传太频繁，请{wait_zh}后再试', en: 'Too many uploads; please try again in {wait_en}' },
  upload_unknown_field: { zh: '不认识的上传字段：{field}', en: 'Unknown upload field: {field}' },
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
  file_link_invalid: {
    zh: '文件链接无效或已过期，请重新获取',
    en: 'This file link is invalid or has expired; ask for a new one',
  },
  school_not_found: { zh: '驾校不存在，或不是你添加的驾校', en: 'No such driving school, or you did not add it' },
  school_exists: {
    zh: '{city}已有名为“{name}”的驾校，请在驾校列表中选择',
    en: '{city} already has a driving school called “{name}”; pick it from the list',
  },
  school_phone_invalid: {
    zh: '驾校电话格式不正确（手机号或带区号的座机号）',
    en: 'The school phone is not valid (a mobile number or a landline with area code)',
  },
  // The new-member offer, the wish wall and QR images
  new_member_ok: {
    zh: '新学员专享：首次登录 {days} 天内、首次购买可享优惠价',
    en: 'For new students: a special price on a first purchase within {days|day|days} of first signing in',
  },
  new_member_not_student: { zh: '新学员优惠仅面向学员', en: 'The new-student offer is for students only' },
  new_member_off: { zh: '当前没有新学员优惠', en: 'There is no new-student offer at the moment' },
  new_member_expired: {
    zh: '新学员优惠仅限首次登录后 {days} 天内，已经结束',
    en: 'The new-student offer lasts {days|day|days} from first signing in; it has ended',
  },
  new_member_bought: {
    zh: '新学员优惠仅限首次购买，你已经购买过课程',
    en: 'The new-student offer is for a first purchase; you have already bought a course',
  },
  wish_not_found: { zh: '心愿不存在', en: 'This wish does not exist' },
  wish_daily_limit: {
    zh: '每人每天最多许 {max} 个心愿，明天再来吧',
    en: 'You can make at most {max|wish|wishes} a day; come back tomorrow',
  },
  wish_done: { zh: '这个心愿已经实现，不再接受投票', en: 'This wish has come true and takes no more votes' },
  wish_declined: { zh: '这个心愿已被婉拒，不再接受投票', en: 'This wish was declined and takes no more votes' },
  wish_markup: {
    zh: '心愿只能写文字，不能包含 HTML 标签或代码',
    en: 'A wish is plain text: it cannot hold HTML tags or code',
  },
  wish_report_own: { zh: '不能举报自己的心愿', en: 'You cannot report your own wish' },
  wish_already_reported: {
    zh: '你已经举报过这个心愿，我们会尽快处理',
    en: 'You have already reported this wish; we will look at it soon',
  },
  wish_hide_reason: {
    zh: '隐藏心愿须写明原因（作者会看到）',
    en: 'Hiding a wish needs a reason (its author will read it)',
  },
  // The exam-site shuttle (issue 14)
  map_no_route: {
    zh: '地图服务找不到经过这些地点的驾车路线',
    en: 'The map service found no driving route through these places',
  },
  pin_point_incomplete: { zh: '经度和纬度需要一起提供', en: 'Give both the longitude and the latitude' },
  pin_trip_not_found: { zh: '行程不存在', en: 'This trip does not exist' },
  pin_booking_not_found: { zh: '预订不存在', en: 'This booking does not exist' },
  pin_verify_first: {
    zh: '发布行程前请先完成车主认证',
    en: 'Get verified as a car owner before publishing a trip',
  },
  pin_verify_waiting: {
    zh: '车主认证正在审核中，通过后即可发布行程',
    en: 'Your car owner verification is being reviewed; you can publish once it is approved',
  },
  pin_verify_rejected: {
    zh: '车主认证未通过（{reason}），请重新提交认证后再发布行程',
    en: 'Your car owner verification was not approved ({reason}); send it again before publishing',
  },
  pin_depart_past: {
    zh: '出发时间已过，请选择以后的时间',
    en: 'That departure time has passed; choose a later one',
  },
  pin_depart_too_far: {
    zh: '只能发布 {days} 天内出发的行程',
    en: 'Trips can leave at most {days|day|days} from now',
  },
  pin_target_not_field: {
    zh: '终点须为所选考场（距考场 {km} 公里以内）',
    en: 'The route must end at the chosen exam site (within {km} km of it)',
  },
  pin_trip_cancelled: { zh: '该行程已被车主取消', en: 'The owner has called this trip off' },
  pin_trip_departed: { zh: '该行程已经出发', en: 'This trip has already left' },
  pin_book_own: { zh: '不能预订自己发布的行程', en: 'You cannot book your own trip' },
  pin_already_booked: {
    zh: '你已预订过该行程，可在出行记录中查看',
    en: 'You already have a booking on this trip (see your travel records)',
  },
  pin_seats_short: {
    zh: '座位不足：该行程只剩 {left} 个座位',
    en: 'Not enough seats: this trip has {left} left',
  },
  pin_cancel_too_late: {
    zh: '发车前 {minutes} 分钟内不能取消预订，请留言联系车主',
    en: 'A booking cannot be cancelled within {minutes|minute|minutes} of departure; message the owner instead',
  },
  pin_booking_closed: {
    zh: '该预订已被拒绝或已取消',
    en: 'This booking has already been declined or cancelled',
  },
  pin_booking_decided: {
    zh: '该预订已经处理过，不能再确认或拒绝',
    en: 'This booking has already been answered',
  },
  pin_owner_cannot_cancel: {
    zh: '车主不能取消乘客的预订：可以拒绝待确认的预订，或取消整个行程',
    en: "An owner does not cancel a passenger's booking: decline a pending one, or call the trip off",
  },
  pin_only_owner_decides: {
    zh: '只有车主可以确认或拒绝预订',
    en: "Only the trip's owner confirms or declines bookings",
  },
  pin_details_first: {
    zh: '请先填写车主信息（姓名、手机号和车辆），再上传认证照片',
    en: 'Fill in your owner details (name, phone and car) before sending the verification photos',
  },
  pin_verify_pending: {
    zh: '车主认证正在审核中，请耐心等待审核结果',
    en: 'Your car owner verification is being reviewed; please wait for the result',
  },
  pin_already_verified: { zh: '你已通过车主认证，无需再次提交', en: 'You are already a verified car owner' },
  pin_owner_not_found: { zh: '车主不存在', en: 'No such car owner' },
  pin_review_not_pending: {
    zh: '该车主认证不在待审核状态（{status}），不能审核',
    en: 'This car owner verification is not waiting for review ({status})',
  },
  pin_places_full: { zh: '最多保存 {max} 个常用地址', en: 'You can keep at most {max|place|places}' },
  // Coach for hire, the coach's side: listings, weekly hours, photos, checks and their review (issue 15)
  train_coach_only: {
    zh: '只有教练账号可以发布陪练，请使用教练账号登录',
    en: 'Only a coach account can offer coaching for hire; sign in as a coach',
  },
  train_coach_not_found: {
    zh: '该陪练教练不存在或暂未上架',
    en: 'This coach does not exist or is not listed',
  },
  train_weekly_order: {
    zh: '{weekday_zh}的时段结束时间要晚于开始时间（{from}:00–{to}:00）',
    en: 'A range on {weekday_en} must end after it starts ({from}:00–{to}:00)',
  },
  train_weekly_overlap: {
    zh: '{weekday_zh}的时段 {first} 和 {second} 重叠，请合并后再保存',
    en: 'On {weekday_en} the hours {first} and {second} overlap; merge them and save again',
  },
  train_photos_full: {
    zh: '最多上传 {max} 张照片，请先删除一张',
    en: 'A listing has at most {max|photo|photos}; remove one first',
  },
  train_photo_not_found: { zh: '没有第 {n} 张照片', en: 'There is no photo {n}' },
  train_check_approved: {
    zh: '{check_zh}已通过审核，无需再次上传；如需更换请联系客服',
    en: 'Your {check_en} is already approved; to replace it, contact customer service',
  },
  train_sort_needs_point: {
    zh: '按距离排序需要你的位置，请允许定位后再试',
    en: 'Sorting by distance needs your position; allow location and try again',
  },
  train_point_incomplete: { zh: '经度和纬度需要一起提供', en: 'Give both the longitude and the latitude' },
  train_check_not_found: { zh: '陪练认证不存在', en: 'No such coach-for-hire check' },
  train_check_not_pending: {
    zh: '该陪练认证不在待审核状态（{status}），不能审核',
    en: 'This coach-for-hire check is not waiting for review ({status})',
  },
  // The exam site in 3D and VR (issue 13)
  site_no_yard: {
    zh: '这个考场还没有上线 3D 考场',
    en: 'This exam field has no 3D exam site yet',
  },
  hd_not_found: { zh: '互动视频不存在或已下线', en: 'This interactive video does not exist' },
  media_not_found: { zh: '视频不存在', en: 'This video does not exist' },
  practice_date_invalid: { zh: '日期格式不正确（如 2026-12-01）', en: 'Not a date (like 2026-12-01)' },
  practice_date_past: {
    zh: '不能预约已经过去的日期，请选择今天或以后的日期',
    en: 'That day has passed; choose today or a later day',
  },
  practice_date_too_far: {
    zh: '只能预约 {days} 天内的练车',
    en: 'Practice can be booked at most {days|day|days} ahead',
  },
  practice_slot_unknown: {
    zh: '该考场没有 {slot} 这个练车时段',
    en: 'The field has no practice slot {slot}',
  },
  practice_slot_started: {
    zh: '今天的 {slot} 时段已经开始，请选择其他时段',
    en: "Today's {slot} slot has already started; choose another",
  },
  practice_slot_full: {
    zh: '{date} {slot} 的名额已满，请选择其他时段',
    en: 'The {slot} slot on {date} is full; choose another',
  },
  practice_already_applied: {
    zh: '你已预约了 {date} 的练车，每天只能预约一个时段',
    en: 'You already have a practice booking on {date}; one slot a day',
  },
  practice_not_found: { zh: '练车预约不存在', en: 'This practice application does not exist' },
  practice_not_pending: {
    zh: '该预约已处理过（{status}），不能再次处理',
    en: 'This application has already been decided ({status})',
  },
  practice_cancel_started: {
    zh: '{date} {slot} 的练车已经开始或已过去，不能再取消',
    en: 'The {slot} practice on {date} has begun or passed; it can no longer be cancelled',
  },
  practice_cancel_rejected: {
    zh: '该预约未通过，不占名额，无需取消',
    en: 'This application was not approved and holds no place; there is nothing to cancel',
  },
  practice_reply_required: { zh: '拒绝预约时请写明原因', en: 'A rejection needs a reply saying why' },
  route_not_students_field: {
    zh: '这条路线不在该学员所选的考场',
    en: "This route is not at the student's exam field",
  },
  // {field} is the upload's part as the command line sends it (file, video, cover, playlist, segment).
  site_upload_missing: { zh: '缺少上传部分 {field}', en: 'The upload has no {field} part' },
  site_upload_bad: { zh: '{field}：{problem}', en: '{field}: {problem}' },
  site_upload_too_large: { zh: '上传部分 {field} 超过 {mb} MB', en: 'The {field} part is larger than {mb} MB' },
  wrong_host: {
    zh: '请通过 {origin} 访问',
    en: 'Please use {origin}',
  },
  qr_too_many: {
    zh: '二维码生成太频繁，请{wait_zh}后再试',
    en: 'Too many QR codes from here; please try again in {wait_en}',
  },
  qr_url_not_allowed: {
    zh: '只能为本站的链接生成二维码',
    en: 'QR codes are made only for links to this site',
  },
  // ── The operator console (issue 16) ──
  admin_signed_out: { zh: '请先登录运营后台', en: 'Sign in to the console first' },
  admin_sign_in_failed: {
    zh: '用户名、密码或动态验证码不正确',
    en: 'The username, password or authenticator code is not right',
  },
  admin_locked: {
    zh: '登录失败次数过多，账号已锁定，请{wait_zh}后再试',
    en: 'Too many failed sign-ins: the account is locked; try again in {wait_en}',
  },
  admin_role_needed: {
    zh: '此操作需要以下角色之一：{roles_zh}',
    en: 'This needs one of these roles: {roles_en}',
  },
  admin_csrf: {
    zh: '页面的安全令牌缺失或已失效，请刷新页面后重试',
    en: "The page's security token is missing or stale; reload the page and try again",
  },
  operator_exists: { zh: '运营账号 {username} 已存在', en: 'The operator {username} already exists' },
  operator_not_found: { zh: '运营账号不存在', en: 'No such operator' },
  operator_password_wrong: { zh: '当前密码不正确', en: 'The current password is not right' },
  review_reason_required: { zh: '驳回时请写明原因', en: 'A rejection needs a reason' },
  application_not_found: { zh: '申请不存在', en: 'No such application' },
  application_not_pending: {
    zh: '该申请已处理过（{status}），不能再次处理',
    en: 'This application has already been decided ({status})',
  },
  theory_student_unknown: {
    zh: '还没有学员账号绑定手机号 {phone}，学员绑定后再开通',
    en: 'No student account has bound {phone} yet; approve once the student has',
  },
  // The console's finance and users (issue 16)
  account_disabled: {
    zh: '你的账号已被停用（{reason}），如有疑问请联系客服',
    en: 'Your account has been disabled ({reason}); contact customer service if you have questions',
  },
  user_not_found: { zh: '用户不存在', en: 'No such user' },
  admin_refund_too_much: {
    zh: '退款金额超过可退金额（最多 ¥{max}）',
    en: 'The refund is more than what can be refunded (at most ¥{max})',
  },
  reconciliation_future: { zh: '对账日期不能晚于今天', en: 'The day to reconcile cannot be after today' },
  // Coach for hire, the booking's side: booking, paying, cancelling, done, rating, messages (issue 15)
  train_booking_not_found: { zh: '陪练预约不存在', en: 'This coaching booking does not exist' },
  train_book_self: { zh: '不能预约自己的陪练', en: 'You cannot book your own coaching' },
  train_start_past: {
    zh: '所选时间已经过去，请选择以后的时段',
    en: 'That time has passed; choose a later hour',
  },
  train_start_too_far: {
    zh: '只能预约 {days} 天内的时段',
    en: 'Hours can be booked at most {days|day|days} ahead',
  },
  train_start_not_hour: {
    zh: '开始时间须为整点',
    en: 'A booking starts on the hour',
  },
  train_outside_hours: {
    zh: '{when} 不在教练的可预约时间内，请重新选择',
    en: '{when} is outside the coach’s hours; choose again',
  },
  train_hours_taken: {
    zh: '所选时段刚刚被其他学员预约，请选择其他时段',
    en: 'Those hours were just taken by someone else; choose other hours',
  },
  train_book_busy: {
    zh: '你的另一笔预约正在提交，请稍后再试',
    en: 'Another booking of yours is being made; try again in a moment',
  },
  train_earlier_paid: {
    zh: '你之前未支付的预约刚刚已支付成功，请在“我的预约”中查看',
    en: 'Your earlier unpaid booking has just been paid; see it in your bookings',
  },
  train_just_paid: {
    zh: '这笔预约刚刚已支付成功，如需取消请再次操作（按退款规则退款）',
    en: 'This booking has just been paid; cancel again if you wish (refunded by the rules)',
  },
  train_cancel_student_only: {
    zh: '只有预约的学员可以取消预约，如有变动请留言联系学员',
    en: 'Only the student cancels a booking; message them about a change',
  },
  train_not_cancellable: {
    zh: '该预约{status}，不能取消',
    en: 'This booking is {status_en} and cannot be cancelled',
  },
  train_done_coach_only: { zh: '只有教练可以确认完成陪练', en: 'Only the coach marks a session done' },
  train_done_not_paid: {
    zh: '只有已支付的预约可以确认完成（当前：{status}）',
    en: 'Only a paid booking can be marked done (now {status_en})',
  },
  train_done_too_early: {
    zh: '陪练结束（{end}）后才能确认完成',
    en: 'A session can be marked done once it has ended ({end})',
  },
  train_rate_student_only: { zh: '只有预约的学员可以评价', en: 'Only the student rates a session' },
  train_rate_not_done: {
    zh: '陪练结束后才能评价',
    en: 'A session can be rated once it has ended',
  },
  train_already_rated: { zh: '你已经评价过这次陪练', en: 'You have already rated this session' },
  train_clock_sandbox_only: {
    zh: '只有沙箱环境可以提前结束陪练',
    en: 'Only a sandbox install can end a session early',
  },
  train_clock_overlap: {
    zh: '提前结束会与该教练的另一笔预约重叠',
    en: "Ending it now would overlap another of the coach's bookings",
  },
  train_chat_closed: {
    zh: '该预约已失效，不能再发送消息',
    en: 'This booking has lapsed; no more messages can be sent',
  },
  // The console's courses and lesson videos (issue 16)
  lesson_video_not_mp4: {
    zh: '请上传 MP4 视频文件（文件内容不是可播放的 MP4 视频）',
    en: 'Upload an MP4 video (the file is not a playable MP4)',
  },
  lesson_video_too_large: { zh: '视频超过 {mb} MB，请压缩后再上传', en: 'The video is larger than {mb} MB' },
  lesson_video_too_many_pixels: {
    zh: '视频画面有 {size} 像素，超过上限（4096×2304 像素，即 4K），请先转成 4K 或更低的分辨率再上传',
    en: "The video's frames are {size} pixels, over the limit of 4096×2304 (4K); convert it to 4K or lower first",
  },
  lesson_video_missing: { zh: '请选择要上传的 MP4 视频', en: 'Choose an MP4 video to upload' },
  transcode_not_found: { zh: '转码任务不存在', en: 'No such transcoding job' },
  transcode_not_failed: {
    zh: '只有失败的转码任务可以重试（当前：{status}）',
    en: 'Only a failed transcoding job can be retried (it is {status})',
  },
  course_exists: { zh: '该考场已有课程', en: 'This field already has a course' },
  chapter_not_found: { zh: '章节不存在', en: 'No such chapter' },
  chapter_exists: { zh: '本课程已有同名章节', en: 'This course already has a chapter of that name' },
  order_mismatch: {
    zh: '排序须包含本{scope}的全部条目，请刷新后重试',
    en: 'The order must list every item of the {scope}; reload and try again',
  },
  // The console's question bank, error reports, products and settings (issue 16)
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
  setting_unknown: { zh: '没有这项设置：{key}', en: 'No such setting: {key}' },
  setting_invalid: { zh: '{label}的值不正确：{problem}', en: 'The value of {label} is not right: {problem}' },
  product_unlocks_nothing: {
    zh: '商品至少要开通一个 VIP 题库或考场课程',
    en: 'A product must open a VIP set or the course',
  },
  product_kind_mismatch: {
    zh: '商品类型与开通内容不符（VIP 只开通题库；考场课程只能在考场下维护）',
    en: "The kind does not match what it opens (a VIP opens sets only; a field's course stays a course)",
  },
  product_slug_taken: { zh: '商品标识 {slug} 已被使用', en: 'The slug {slug} is taken' },
  dismiss_reason_required: {
    zh: '请写明不予修改的原因，学员会看到',
    en: 'A dismissal needs a reason the student reads',
  },
  // The console's content screens (issue 16)
  article_category_unknown: { zh: '所选分类不存在，请重新选择', en: 'That category does not exist; choose again' },
  article_topic_unknown: { zh: '所选专题不存在，请重新选择', en: 'That topic does not exist; choose again' },
  article_body_empty: {
    zh: '正文为空（脚本、样式等不安全的内容会被去掉）',
    en: 'The body is empty (scripts, styles and other unsafe markup are removed)',
  },
  article_publish_past: { zh: '定时发布的时间须晚于现在', en: 'A scheduled time must be in the future' },
  article_already_published: { zh: '文章已发布', en: 'This article is already published' },
  article_not_published: { zh: '文章尚未发布，无需下线', en: 'This article is not published' },
  category_not_found: { zh: '分类不存在', en: 'No such category' },
  category_exists: { zh: '已有同名分类“{title}”', en: 'A category “{title}” already exists' },
  banner_not_found: { zh: '轮播图不存在', en: 'No such banner' },
  window_end_before_start: { zh: '结束时间须晚于开始时间', en: 'The end must come after the start' },
  help_media_required: { zh: '视频帮助须填写视频目录', en: 'A video entry needs its media folder' },
} as const;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

export const isMessageKey = (text: unknown): text is MessageKey =>
  typeof text === 'string' && Object.hasOwn(messages, text);

/** Every key of the catalogue (its test renders each template). */
export const messageKeys = () => Object.keys(messages) as MessageKey[];

/** A sentence as written, placeholders and all. */
export const templateOf = (key: MessageKey, lang: Lang): string => messages[key][lang];

/**
 * Words a parameter carries in one form and a sentence shows in its own language: a status as its table's code,
 * an outside service, a reorder's scope and a theory subject as the services name them (in Chinese).
 */
const WORDS: Record<string, Record<string, Record<Lang, string>>> = {
  status: {
    pending: { zh: '待审核', en: 'pending' },
    approved: { zh: '已通过', en: 'approved' },
    rejected: { zh: '已驳回', en: 'rejected' },
    cancelled: { zh: '已取消', en: 'cancelled' },
    none: { zh: '未提交', en: 'not sent in' },
    reviewing: { zh: '待审核', en: 'waiting for review' },
    transferring: { zh: '转账中', en: 'being transferred' },
    wait_user_confirm: { zh: '待教练确认收款', en: 'waiting for the coach to accept it' },
    success: { zh: '已到账', en: 'paid out' },
    failed: { zh: '失败', en: 'failed' },
    queued: { zh: '排队中', en: 'queued' },
    running: { zh: '进行中', en: 'running' },
    ready: { zh: '已完成', en: 'ready' },
    open: { zh: '待处理', en: 'open' },
    fixed: { zh: '已修正', en: 'fixed' },
    dismissed: { zh: '未修改', en: 'dismissed' },
  },
  service: {
    微信: { zh: '微信', en: 'WeChat' },
    短信服务: { zh: '短信服务', en: 'The SMS service' },
    高德地图: { zh: '高德地图', en: 'AMap' },
  },
  scope: { 课程: { zh: '课程', en: 'course' }, 章节: { zh: '章节', en: 'chapter' } },
  subject: { 一: { zh: '一', en: '1' }, 四: { zh: '四', en: '4' } },
};

/**
 * The sentence with its parameters. `{name}` is the parameter (in the sentence's language when WORDS knows
 * it); `{n|one|many}` is a count with its noun, singular after 1 ("1 try", "3 tries"), for English.
 */
export function message(key: MessageKey, lang: Lang, params: Record<string, string> = {}): string {
  return messages[key][lang].replace(
    /\{(\w+)(?:\|([^|}]+)\|([^}]+))?\}/g,
    (_, name: string, one?: string, many?: string) => {
      const value = params[name] ?? '';
      const shown = WORDS[name]?.[value]?.[lang] ?? value;
      return one ? `${shown} ${value === '1' ? one : many}` : shown;
    },
  );
}

/** English when the client asks for it first; Chinese otherwise. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
