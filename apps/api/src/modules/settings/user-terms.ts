/**
 * The user terms a new install starts with ('/about/terms'; setting `doc.terms` replaces them).
 * `{contact}` is filled in from the customer-service settings when served.
 */

const zh = `
<p>欢迎使用“学车”（以下简称“本服务”）。本协议是你与本服务运营方（以下简称“我们”）之间关于使用本服务的约定。你登录本服务，即表示你已阅读并同意本协议和《隐私政策》。</p>

<h2>一、服务内容</h2>
<p>本服务在微信中提供：理论练习和模拟考试、课程视频、考场线路和实景内容、课程购买；以及面向教练的招生海报、学员管理、收益和提现等功能。部分内容需要付费开通，价格和包含的内容以购买页面的说明为准。</p>

<h2>二、账户</h2>
<ul>
<li>你通过微信授权登录，账户与你的微信身份对应。请保管好你的微信账号，不要把登录后的链接转给他人使用。</li>
<li>以教练身份使用时，请如实提交认证资料。资料不实的，我们可以拒绝认证或暂停相关教练功能。</li>
</ul>

<h2>三、练习和考试内容</h2>
<p>题库、讲解和考场内容供备考练习使用，我们会随法规和考试的变化持续更新，但它们不等同于正式考试的全部题目，也不能代替驾校培训和交通管理部门的规定。模拟考试成绩和预测通过率只供参考，不保证你通过正式考试。发现题目有误，欢迎通过“题目纠错”告诉我们。</p>

<h2>四、购买、支付和退款</h2>
<ul>
<li>课程通过微信支付购买，付款成功后立即开通；订单和凭证可以在“我的课程与订单”中查看。</li>
<li>退款条件在购买页面写明，以购买时的说明为准；符合条件的退款原路退回你的微信支付账户。</li>
<li>请只通过本服务付款。私下支付给他人的费用不是本服务的订单，我们无法为其出具凭证或提供保障。</li>
</ul>

<h2>五、教练推广和收益</h2>
<ul>
<li>学员通过教练的链接或海报绑定该教练，以首次绑定为准。</li>
<li>佣金只来自学员真实购买的课程，最多两级（直接推荐的教练，以及招募该教练的教练），比例以收益页面的说明为准；订单退款时相应佣金冲减。</li>
<li>提现须先完成教练认证；超过一定金额的提现需要人工审核；提现通过微信支付转账到你的微信零钱。</li>
<li>不得以收取入门费、发展下线等方式推广，不得夸大宣传或承诺“包过”。违反的，我们可以暂停推广和提现功能，并依法处理。</li>
</ul>

<h2>六、使用规范</h2>
<p>你不得利用本服务发布违法、侵权、骚扰、广告或虚假的内容，不得干扰服务的正常运行或绕过付费限制，不得批量抓取题库和其他内容，不得冒用他人身份登录或认证。心愿、评论等内容由发布者负责，我们可以删除违反本协议的内容。</p>

<h2>七、知识产权</h2>
<p>本服务中的讲解、视频、图片和软件等内容，权利归我们或相应的权利人所有，仅供你个人学习使用；未经许可，不得复制、转载或用于商业目的。</p>

<h2>八、服务的变更和中断</h2>
<p>我们可能因维护、升级或不可抗力暂停部分服务，并会尽量提前通知。已购买的课程在有效期内可以继续使用；如果我们停止提供某项付费服务，会对未使用的部分给予合理的补偿或退款。</p>

<h2>九、责任</h2>
<p>我们尽合理努力保证服务稳定、内容准确。因你自身原因（例如账号被他人使用）造成的损失，以及因微信、网络运营商等第三方原因造成的服务中断，我们在法律允许的范围内不承担责任；法律规定不能免除的责任除外。</p>

<h2>十、协议的更新和适用法律</h2>
<p>本协议更新时，我们会修改本页的更新日期，重大变化会在应用内通知你。更新后你继续使用，即表示同意更新后的协议；不同意的，可以停止使用并联系我们注销账户。本协议适用中华人民共和国法律。</p>

<h2>十一、联系我们</h2>
<p>对本协议有任何疑问，请联系我们：{contact}。</p>
`;

const en = `
<p>Welcome to Xueche (the "Service"). These terms are the agreement between you and the operator of the Service ("we") about using it. By signing in you confirm that you have read and accept these terms and our privacy policy.</p>

<h2>1. The Service</h2>
<p>Inside WeChat the Service offers theory practice and mock exams, lesson videos, exam-field routes and panoramas, and course purchases; for coaches it adds recruiting posters, student management, earnings and withdrawals. Some content must be paid for; its price and what it includes are as stated on the purchase page.</p>

<h2>2. Your account</h2>
<ul>
<li>You sign in with WeChat and your account belongs to that WeChat identity. Keep your WeChat account safe and do not pass signed-in links to others.</li>
<li>Coaches must submit true certification details. If they are not, we may refuse certification or suspend coach features.</li>
</ul>

<h2>3. Practice and exam content</h2>
<p>The question bank, explanations and exam-field content are for exam preparation. We keep them up to date as rules and exams change, but they are not the complete official exam and do not replace driving-school training or the traffic authorities' rules. Mock-exam scores and predicted pass rates are guidance only and do not guarantee that you pass the real exam. If you find a mistake in a question, tell us through "Report an error".</p>

<h2>4. Purchases, payment and refunds</h2>
<ul>
<li>Courses are bought with WeChat Pay and unlocked as soon as payment succeeds; orders and receipts are under "My courses and orders".</li>
<li>Refund conditions are stated on the purchase page, as they stood when you bought; refunds that meet them go back to your WeChat Pay account.</li>
<li>Pay only through the Service. Money paid privately to anyone is not an order of the Service, and we cannot give a receipt for it or protect it.</li>
</ul>

<h2>5. Coaches' referrals and earnings</h2>
<ul>
<li>A student is bound to the coach whose link or poster brought them; the first binding stands.</li>
<li>Commission comes only from courses students really buy, at most two levels (the referring coach and the coach who recruited them), at the rates shown on the earnings pages; a refund reverses the commission on it.</li>
<li>Withdrawals require coach certification; larger ones are reviewed by a person; they are paid by WeChat Pay transfer to your WeChat balance.</li>
<li>Do not charge entry fees, build recruitment chains, exaggerate or promise a guaranteed pass. If you do, we may suspend referral and withdrawal features and act as the law allows.</li>
</ul>

<h2>6. Acceptable use</h2>
<p>Do not use the Service to publish unlawful, infringing, harassing, advertising or false content; do not disrupt it or get round payment; do not scrape the question bank or other content in bulk; do not sign in or get certified as someone else. Whoever posts a wish or comment is responsible for it, and we may remove content that breaks these terms.</p>

<h2>7. Intellectual property</h2>
<p>The explanations, videos, images and software of the Service belong to us or their owners and are for your personal study only. Do not copy, republish or use them commercially without permission.</p>

<h2>8. Changes and interruptions</h2>
<p>We may pause parts of the Service for maintenance, upgrades or events beyond our control, and will give notice where we can. Courses you bought remain usable for their term; if we stop offering a paid service, we will reasonably compensate or refund the unused part.</p>

<h2>9. Liability</h2>
<p>We make reasonable efforts to keep the Service available and its content accurate. To the extent the law allows, we are not liable for losses caused by your own actions (such as letting others use your account) or for interruptions caused by WeChat, network operators or other third parties; liability that the law does not allow to be excluded is not excluded.</p>

<h2>10. Changes to these terms and governing law</h2>
<p>When these terms change we update the date on this page, and announce important changes in the app. Using the Service after a change means you accept the new terms; if you do not, stop using it and contact us to close your account. These terms are governed by the laws of the People's Republic of China.</p>

<h2>11. Contact us</h2>
<p>For any question about these terms, contact us: {contact}.</p>
`;

export const userTerms = {
  updated: '2026-11-24',
  zh: { title: '用户协议', body: zh.trim() },
  en: { title: 'User terms', body: en.trim() },
};
