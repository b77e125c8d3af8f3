import type { Sentences } from './sentences';

/** The wish wall and QR images. */
export const wishMessages = {
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
  qr_too_many: {
    zh: '二维码生成太频繁，请{wait_zh}后再试',
    en: 'Too many QR codes from here; please try again in {wait_en}',
  },
  qr_url_not_allowed: {
    zh: '只能为本站的链接生成二维码',
    en: 'QR codes are made only for links to this site',
  },
} as const satisfies Sentences;
