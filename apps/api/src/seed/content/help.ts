/** Demo help centre: articles and short videos for students and coaches. Text written for this project. */
import type { DemoHelp } from './types';

export const demoHelp: DemoHelp[] = [
  {
    slug: 'choose-exam-field',
    audience: 'student',
    kind: 'article',
    title: '如何选择我的考场',
    summary: '考场决定了你看到的考场路线、课程和练习内容，建议第一次使用时先选好。',
    body:
      '<p>学车里的很多内容是按考场准备的：科目三考试路线、考场课程和部分练习都会跟着你选的考场变化。</p>' +
      '<h2>第一次打开</h2>' +
      '<p>如果你允许获取位置，我们会为你匹配附近的考场；没有授权或匹配不准时，可以手动选择城市，再从列表中选考场。</p>' +
      '<h2>之后更换</h2>' +
      '<ol><li>进入<strong>个人中心</strong>，找到<strong>我的考场</strong>。</li><li>点击<strong>更换</strong>，选择城市和考场。</li><li>切换成功后，首页会提示当前考场名称。</li></ol>' +
      '<p>不确定去哪个考场考试？可以向驾校或教练确认预约的考场后再选择。</p>',
    sort: 1,
  },
  {
    slug: 'theory-practice-and-wrong-book',
    audience: 'student',
    kind: 'article',
    title: '理论练习与错题本怎么用',
    summary: '顺序练习、随机练习都会记录你的答题情况，答错的题会自动进入错题本。',
    body:
      '<p>在<strong>科目一</strong>或<strong>科目四</strong>入口进入理论练习，可以按顺序做题，也可以随机抽题。每答一题都会立即显示对错和解析。</p>' +
      '<h2>错题本</h2>' +
      '<ul><li>练习或模拟考试中答错的题，会自动加入错题本。</li><li>在错题本里重新作答，<strong>连续答对 3 次</strong>后，这道题会自动移出错题本。</li><li>中途答错一次，连续次数会重新计算。</li></ul>' +
      '<h2>收藏</h2>' +
      '<p>觉得重要但不一定做错的题，可以点收藏，方便考前集中复习。</p>' +
      '<p>建议每天先清一遍错题，再做新题，效率会更高。</p>',
    sort: 2,
  },
  {
    slug: 'mock-exam-scoring',
    audience: 'student',
    kind: 'article',
    title: '模拟考试怎么计分',
    summary: '模拟考试按正式理论考试的题量、时长和及格线设置，帮助你提前熟悉考试节奏。',
    body:
      '<h2>科目一</h2>' +
      '<p>共 100 题，限时 45 分钟，题型为判断题和单选题，每题 1 分，满分 100 分，<strong>90 分及格</strong>。</p>' +
      '<h2>科目四</h2>' +
      '<p>共 50 题，限时 30 分钟，包含判断题、单选题和多选题，每题 2 分，满分 100 分，<strong>90 分及格</strong>。多选题须全部选对才得分，少选、多选或错选均不得分。</p>' +
      '<h2>计时与交卷</h2>' +
      '<ul><li>倒计时以服务器时间为准，修改手机时间不会影响计时。</li><li>时间到会自动交卷，未作答的题不得分。</li><li>交卷后可查看成绩、每题答案和解析，答错的题会进入错题本。</li></ul>',
    sort: 3,
  },
  {
    slug: 'watch-lessons-and-preview',
    audience: 'student',
    kind: 'article',
    title: '观看课程与免费试看',
    summary: '每个章节的第一节课可以免费观看，其余课程可以先试看开头几秒。',
    body:
      '<p>课程按章节排列，比如<strong>科目二基础项目</strong>、<strong>科目三道路驾驶</strong>和<strong>考前冲刺</strong>。选好考场后，在首页进入科目二或科目三课程即可观看。</p>' +
      '<h2>什么是免费试看</h2>' +
      '<ul><li>标有“免费”的课程可以完整观看。</li><li>未购买的课程可以先试看开头一小段，试看结束后会显示购买说明。</li><li>购买后，该课程可以反复观看。</li></ul>' +
      '<h2>观看小技巧</h2>' +
      '<p>横屏播放画面更大；网络较慢时可以先暂停缓冲一会儿。看完视频后，最好再到练车场地上对照练习。</p>',
    sort: 4,
  },
  {
    slug: 'purchase-and-refund',
    audience: 'student',
    kind: 'article',
    title: '购买与退款说明',
    summary: '付款前页面会列出价格、包含内容和退款条件，请确认后再支付。',
    body:
      '<h2>购买</h2>' +
      '<ol><li>在课程或服务页面点击购买。</li><li>核对价格、包含的内容和有效期。</li><li>阅读页面上的<strong>退款条件</strong>，确认后通过微信完成支付。</li></ol>' +
      '<p>支付成功后，内容会立即开通，可在订单中查看购买记录。</p>' +
      '<h2>退款</h2>' +
      '<ul><li>不同商品的退款条件不同，<strong>以付款前页面展示的说明为准</strong>。</li><li>符合条件的，可在订单详情中申请退款，或在个人中心联系我们协助处理。</li><li>退款会原路退回，到账时间以微信支付的处理进度为准。</li></ul>',
    sort: 5,
  },
  {
    slug: 'bind-coach-and-sharing',
    audience: 'student',
    kind: 'article',
    title: '绑定教练与学习进度共享',
    summary: '绑定教练后，教练可以更好地安排你的练习；是否共享学习进度由你决定。',
    body:
      '<h2>如何绑定</h2>' +
      '<p>向你的教练索取邀请二维码或链接，用微信打开后按提示确认，即可完成绑定。</p>' +
      '<h2>会共享哪些内容</h2>' +
      '<p>绑定时会单独询问你是否同意共享学习进度。<strong>只有在你同意后</strong>，教练才能看到：</p>' +
      '<ul><li>理论练习的完成情况和正确率；</li><li>模拟考试的成绩记录；</li><li>课程的观看进度。</li></ul>' +
      '<p>你的手机号、支付记录等信息不会因为绑定而共享给教练。</p>' +
      '<p>如果想停止共享或解除绑定，可以在个人中心随时操作。</p>',
    sort: 6,
  },
  {
    slug: 'contact-support',
    audience: 'student',
    kind: 'article',
    title: '如何联系客服',
    summary: '遇到使用问题、订单问题或发现题目有误时，可以通过以下方式找到我们。',
    body:
      '<h2>先看看帮助</h2>' +
      '<p>常见问题大多在本页的帮助文章和视频里有解答，可以先搜索一下。</p>' +
      '<h2>联系我们</h2>' +
      '<ul><li>在<strong>个人中心</strong>找到联系入口，留言描述你遇到的问题。</li><li>关注学车服务号，在服务号中发送消息。</li><li>发现题目或解析有误，请在题目页点击<strong>纠错</strong>，直接提交给我们。</li></ul>' +
      '<h2>描述问题的小建议</h2>' +
      '<p>请说明你使用的页面、操作步骤和出现的提示，涉及订单的请附上下单时间。附上截图可以帮助我们更快处理。</p>',
    sort: 7,
  },
  {
    slug: 'video-reverse-parking',
    audience: 'student',
    kind: 'video',
    title: '视频：倒车入库的基本操作',
    summary: '演示倒车入库的起始位置、方向盘时机和后视镜观察点，适合第一次练习前观看。',
    video: 'k2-reverse-parking',
    sort: 8,
  },
  {
    slug: 'video-hill-start',
    audience: 'student',
    kind: 'video',
    title: '视频：坡道定点停车和起步',
    summary: '讲解上坡时如何对准停车线、停稳后平稳起步不后溜。',
    video: 'k2-hill-start',
    sort: 9,
  },
  {
    slug: 'video-lane-change',
    audience: 'student',
    kind: 'video',
    title: '视频：道路上如何变更车道',
    summary: '从开转向灯、观察后视镜到平稳并线，完整演示一次变更车道。',
    video: 'k3-lane-change',
    sort: 10,
  },
  {
    slug: 'coach-commission',
    audience: 'coach',
    kind: 'article',
    title: '佣金是怎么计算的',
    summary: '学员通过你的邀请购买课程或服务后，你会获得相应佣金。',
    body:
      '<p>佣金来自你邀请的学员在学车中的购买。每件商品的佣金比例或金额会在<strong>招生</strong>页面或商品说明中标明，以页面展示为准。</p>' +
      '<h2>计算方式</h2>' +
      '<ul><li>学员需先通过你的邀请二维码或链接完成绑定。</li><li>学员付款成功后，佣金记为<strong>待结算</strong>。</li><li>订单度过退款期且未退款后，佣金转为<strong>可提现</strong>。</li><li>订单发生退款的，对应佣金会相应扣除。</li></ul>' +
      '<p>在<strong>钱包</strong>中可以查看每一笔佣金的来源订单和状态。</p>',
    sort: 11,
  },
  {
    slug: 'coach-withdraw',
    audience: 'coach',
    kind: 'article',
    title: '如何提现',
    summary: '可提现的佣金可以随时申请提现，到账时间以页面提示为准。',
    body:
      '<h2>提现步骤</h2>' +
      '<ol><li>在工作台点击<strong>钱包提现</strong>，查看可提现金额。</li><li>输入提现金额并确认收款信息。</li><li>提交申请后，可在提现记录中查看处理进度。</li></ol>' +
      '<h2>注意事项</h2>' +
      '<ul><li>只有状态为<strong>可提现</strong>的佣金才能提现，待结算的金额需要等订单结算后才能提取。</li><li>提现前需完成教练认证，收款人须与认证信息一致。</li><li>单次金额限制、手续费和到账时间以提现页面的说明为准。</li></ul>' +
      '<p>如果提现长时间未到账，请在“我的”中联系我们。</p>',
    sort: 12,
  },
  {
    slug: 'coach-certification',
    audience: 'coach',
    kind: 'article',
    title: '教练认证流程',
    summary: '完成认证后才能使用招生、提现等功能，学员也能看到你的认证标识。',
    body:
      '<p>教练认证用来确认你的真实身份和教学资质，保护学员和你自己的权益。</p>' +
      '<h2>认证步骤</h2>' +
      '<ol><li>在工作台点击<strong>教练认证</strong>。</li><li>填写姓名、所在驾校和常带的考场。</li><li>按页面提示上传身份证明、驾驶证等材料，所需材料以认证页面为准。</li><li>提交后等待审核，结果会通过消息通知你。</li></ol>' +
      '<h2>审核未通过怎么办</h2>' +
      '<p>通知中会说明原因，常见的是照片不清晰或信息不一致。修改后可以重新提交。</p>' +
      '<p>你提交的材料只用于认证审核，不会展示给学员。</p>',
    sort: 13,
  },
  {
    slug: 'coach-video-night-lights',
    audience: 'coach',
    kind: 'video',
    title: '教学视频：夜间灯光模拟讲解',
    summary: '演示夜间灯光考试中常见指令对应的灯光操作，可用于给学员讲解或布置练习。',
    video: 'k3-night-lights',
    sort: 14,
  },
];
