import type { OperatorRole } from '@xueche/contract';

export const ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  content: '内容运营',
  reviewer: '审核',
  finance: '财务',
};

export const ROLES = Object.keys(ROLE_LABELS) as OperatorRole[];
