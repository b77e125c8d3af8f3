/**
 * The privacy policy a new install starts with ('/about/privacy'; setting `doc.privacy` replaces it).
 * Written for this product from what it actually collects and who sees it; `{contact}` is filled in
 * from the customer-service settings when served.
 */

const zh = `
<p>“学车”是在微信中使用的学车服务（以下简称“本服务”），为学员提供理论练习、模拟考试、课程和考场内容，为教练提供招生、学员管理和收益结算。本服务的运营方（以下简称“我们”）重视你的个人信息。本政策说明我们收集哪些信息、为什么收集、谁能看到、保存多久，以及你怎样查看、更正、撤回同意或要求删除。</p>

<h2>一、我们收集的信息和用途</h2>
<h3>1. 微信授权信息</h3>
<p>你通过微信授权登录时，我们获得你在本服务公众号下的 openid（微信提供时还有 unionid）、昵称和头像，以及你是否关注了我们的公众号。openid 用于识别你的账户、保持登录；昵称和头像显示在你的个人中心，并在你绑定教练后显示给该教练；关注状态只用于决定是否提示你关注公众号。我们拿不到你的微信密码、聊天记录或好友关系。</p>
<h3>2. 手机号</h3>
<p>只有在你主动绑定或验证手机号时（例如学员绑定手机，教练为提现和接收短信通知验证手机），我们才收集手机号，并用短信验证码确认它属于你。手机号用于账户安全、教练的短信通知和必要的服务联系；页面上只显示打码后的号码（如 138****0000）。</p>
<h3>3. 位置信息</h3>
<p>首次使用时，为了给你推荐所在城市的考场，我们会在你允许后读取一次手机的位置，把坐标发到我们的服务器，通过高德地图的逆地理编码服务换算成省份和城市。坐标只用于这次换算，不写入你的账户资料；我们保存的只是你选定的考场。你可以拒绝位置权限，手动选择城市和考场，其他功能照常使用。</p>
<h3>4. 学习记录</h3>
<p>你的答题记录、错题本、收藏、模拟考试成绩、学习进度和视频观看记录，用于提供练习、错题复习、成绩趋势和通过率预测等功能。</p>
<h3>5. 订单和支付</h3>
<p>你购买课程时，我们记录订单号、所购商品、金额、支付和退款状态、下单时间，以及带你来的教练（推荐关系），用于开通课程、出具订单凭证、处理退款和结算教练佣金。付款由微信支付完成，我们拿不到你的银行卡信息。</p>
<h3>6. 教练的信息</h3>
<p>如果你以教练身份使用本服务，我们还收集你认证时提交的真实姓名、证件照片和驾校信息，用于资质审核和证书查验；以及你的收益和提现记录，用于结算并通过微信支付向你转账。</p>
<h3>7. 你主动提交的内容</h3>
<p>你提交的题目纠错、心愿、评论等内容，用于处理反馈和展示给其他用户（心愿和评论会显示你的昵称）。</p>
<h3>8. 日志</h3>
<p>为了保障安全和排查故障，服务器会记录访问日志：IP 地址、访问时间、浏览器信息和请求地址。请求地址里的登录凭证、微信授权码、手机号和位置坐标在写入日志前会被隐去。</p>

<h2>二、谁能看到你的信息</h2>
<ul>
<li><strong>你绑定的教练：</strong>你通过教练的推广链接或海报进入后会绑定该教练。该教练能看到你的昵称、头像、用户编号、绑定时间、所选考场、打码后的手机号，以及你通过其推荐购买的订单数和金额。你的答题和考试进度，只有在你于“我的教练”页面同意“分享学习进度”后才对该教练可见；你可以随时关闭，关闭后教练立即看不到。</li>
<li><strong>其他教练、驾校和其他用户：</strong>看不到你的学习记录和联系方式。</li>
<li><strong>为我们提供服务的合作方：</strong>微信（登录、支付、分享）、短信服务商（发送验证码和通知）、高德地图（由坐标换算城市），各自只获得完成该项服务所必需的信息。</li>
<li><strong>依法要求时：</strong>法律法规要求或有权机关依法要求时，我们可能提供必要的信息。</li>
</ul>
<p>我们不出售你的个人信息，也不会未经你同意把你的信息提供给驾校或其他第三方用于营销。</p>

<h2>三、保存和保护</h2>
<p>你的信息存储在中华人民共和国境内。登录凭证只以不可还原的摘要保存，7 天后失效，退出登录时立即作废。我们在你的账户存续期间保存你的信息；订单和资金记录按法律法规要求的期限保存。</p>

<h2>四、你的权利</h2>
<ul>
<li><strong>查看和更正：</strong>在“个人中心”查看和修改昵称、考场和语言；在“考试记录”“错题本与收藏”“我的课程与订单”中查看你的学习和订单记录。</li>
<li><strong>撤回同意：</strong>在“我的教练”页面关闭“分享学习进度”；在微信或手机设置中关闭位置权限；取消关注公众号。撤回同意不影响撤回之前基于同意已经进行的处理。</li>
<li><strong>删除和注销：</strong>你可以联系我们，要求删除你的个人信息或注销账户。我们核实身份后在 15 个工作日内处理并答复；法律法规要求保存的订单和资金记录，在期限届满后删除或匿名化。</li>
</ul>

<h2>五、未成年人</h2>
<p>本服务面向准备考取机动车驾驶证的人和驾驶培训教练。未满 18 周岁的用户，请在监护人同意和指导下使用。</p>

<h2>六、本政策的更新</h2>
<p>本政策更新时，我们会修改本页的更新日期；重大变化（例如收集新的信息或改变用途）会在应用内通知你。</p>

<h2>七、联系我们</h2>
<p>对本政策或你的个人信息有任何疑问、意见或要求，请联系我们：{contact}。</p>
`;

const en = `
<p>Xueche is a driving-test service used inside WeChat (the "Service"). Students use it for theory practice, mock exams, courses and exam-field content; coaches use it to recruit students, follow them and settle their earnings. The operator of the Service ("we") cares about your personal information. This policy says what we collect, why, who sees it, how long we keep it, and how you can see, correct, withdraw consent or ask for deletion.</p>

<h2>1. What we collect and why</h2>
<h3>WeChat sign-in</h3>
<p>When you sign in with WeChat we receive your openid for our official account (and your unionid when WeChat provides it), your nickname and avatar, and whether you follow our official account. The openid identifies your account and keeps you signed in; your nickname and avatar appear in your personal centre and, once you are bound to a coach, to that coach; the follow state only decides whether we suggest following the official account. We never see your WeChat password, chats or contacts.</p>
<h3>Phone number</h3>
<p>Only when you bind or verify a phone number yourself (a student binding a phone, a coach verifying one to withdraw earnings and receive SMS notices) do we collect it, and we confirm it is yours with an SMS code. It is used for account security, coaches' SMS notices and necessary service contact; pages show it masked (138****0000).</p>
<h3>Location</h3>
<p>On first use, to suggest exam fields in your city, we read your phone's location once, with your permission. The coordinates are sent to our server and turned into a province and city by AMap's reverse-geocoding service. They are used for that lookup only and are not stored in your account; we keep only the exam field you choose. You may refuse and pick your city and field by hand; everything else works the same.</p>
<h3>Study records</h3>
<p>Your answers, wrong-answer book, favourites, mock-exam scores, progress and video history, to provide practice, review of mistakes, score trends and pass predictions.</p>
<h3>Orders and payments</h3>
<p>When you buy a course we record the order number, product, amount, payment and refund state, the time, and the coach who referred you, to unlock the course, give you a receipt, handle refunds and pay coaches' commission. Payment is made through WeChat Pay; we never see your bank card.</p>
<h3>Coaches</h3>
<p>If you use the Service as a coach we also collect the real name, certificate photos and driving school you submit for certification, to review your qualification and let students check your certificate, and your earnings and withdrawals, to settle them and pay you by WeChat Pay transfer.</p>
<h3>What you send us</h3>
<p>Question error reports, wishes and comments you submit, to act on them and show them to other users (wishes and comments show your nickname).</p>
<h3>Logs</h3>
<p>For security and troubleshooting our servers keep access logs: IP address, time, browser and the address requested. Sign-in tokens, WeChat authorisation codes, phone numbers and location coordinates are removed from those addresses before they are written.</p>

<h2>2. Who sees your information</h2>
<ul>
<li><strong>The coach you are bound to:</strong> arriving through a coach's link or poster binds you to that coach, who sees your nickname, avatar, user number, when you were bound, your exam field, your masked phone number, and the number and amount of orders you placed through them. Your practice and exam progress is shown to that coach only after you agree to "share progress" on the "My coach" page; you can turn it off at any time and the coach stops seeing it at once.</li>
<li><strong>Other coaches, driving schools and other users</strong> do not see your study records or contact details.</li>
<li><strong>Providers working for us:</strong> WeChat (sign-in, payment, sharing), our SMS provider (codes and notices) and AMap (turning coordinates into a city) each receive only what that service needs.</li>
<li><strong>When the law requires it,</strong> we may provide the information that is required.</li>
</ul>
<p>We do not sell your personal information, and we do not give it to driving schools or anyone else for marketing without your consent.</p>

<h2>3. Storage and protection</h2>
<p>Your information is stored in mainland China. Sign-in tokens are kept only as one-way digests, expire after 7 days and end at once when you sign out. We keep your information while your account exists; order and payment records are kept as long as the law requires.</p>

<h2>4. Your rights</h2>
<ul>
<li><strong>See and correct:</strong> change your nickname, exam field and language in your personal centre; see your study and order records under "Exam history", "Mistakes and favourites" and "My courses and orders".</li>
<li><strong>Withdraw consent:</strong> turn off "share progress" on the "My coach" page; turn off location access in WeChat or your phone's settings; unfollow the official account. Withdrawing consent does not affect what was done with it before.</li>
<li><strong>Deletion:</strong> contact us to have your personal information deleted or your account closed. Once we have confirmed it is you we act and reply within 15 working days; order and payment records the law requires us to keep are deleted or anonymised when that period ends.</li>
</ul>

<h2>5. Minors</h2>
<p>The Service is meant for people preparing for a driving licence and for driving instructors. If you are under 18, use it with your guardian's consent and guidance.</p>

<h2>6. Changes to this policy</h2>
<p>When this policy changes we update the date on this page; important changes (such as collecting something new or using it for a new purpose) are announced in the app's notices.</p>

<h2>7. Contact us</h2>
<p>For any question, comment or request about this policy or your personal information, contact us: {contact}.</p>
`;

export const privacyPolicy = {
  updated: '2026-11-24',
  zh: { title: '隐私政策', body: zh.trim() },
  en: { title: 'Privacy policy', body: en.trim() },
};
