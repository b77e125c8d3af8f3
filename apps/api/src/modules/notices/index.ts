// The notices area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { liveNotices, markNoticeRead, noticeById, noticeBySlug, noticeHistory, noticeTo } from './notices.service';
