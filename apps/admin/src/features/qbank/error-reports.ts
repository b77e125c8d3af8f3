import type { AdminApiMap } from '@xueche/contract';

/** An error report as the console lists it, and how each state reads. */
export type Report = AdminApiMap['GET /admin/error-reports']['response']['list'][number];
export type ReportStatus = Report['status'];

export const REPORT_STATUS: Record<ReportStatus, { text: string; color: string }> = {
  open: { text: '待处理', color: 'processing' },
  fixed: { text: '已修正', color: 'success' },
  dismissed: { text: '未修改', color: 'default' },
};
