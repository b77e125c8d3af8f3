import {
  AccountBookOutlined,
  AuditOutlined,
  BookOutlined,
  CarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FlagOutlined,
  HeartOutlined,
  PlaySquareOutlined,
  ReadOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { OperatorRole } from '@xueche/contract';
import type { ComponentType, ReactNode } from 'react';
import { ROLES } from '../lib/roles';

/**
 * Every screen of the console: its path under /admin, its place in the side menu and the roles that see it.
 * The roles mirror the contract's `operator` lists of the endpoints the screen calls (the server checks those;
 * this only keeps a screen out of the menu of someone who would be refused). A new screen is one entry here
 * and a folder under features/ (docs/operator-console.md).
 */
export interface Screen {
  path: string;
  label: string;
  icon: ReactNode;
  roles: readonly OperatorRole[];
  load: () => Promise<{ default: ComponentType }>;
}

export const SCREENS: Screen[] = [
  {
    path: 'dashboard',
    label: '概览',
    icon: <DashboardOutlined />,
    roles: ROLES,
    load: () => import('../features/dashboard/dashboard-page'),
  },
  {
    path: 'reviews',
    label: '审核',
    icon: <FileSearchOutlined />,
    roles: ['reviewer', 'admin'],
    load: () => import('../features/reviews/reviews-page'),
  },
  {
    path: 'fields',
    label: '考场与城市',
    icon: <EnvironmentOutlined />,
    roles: ['content', 'admin'],
    load: () => import('../features/fields/fields-page'),
  },
  {
    path: 'withdrawals',
    label: '提现审核',
    icon: <TransactionOutlined />,
    roles: ['finance', 'admin'],
    load: () => import('../features/reviews/withdrawals-page'),
  },
  {
    path: 'courses',
    label: '课程与视频',
    icon: <PlaySquareOutlined />,
    roles: ['content', 'admin'],
    load: () => import('../features/courses/courses-page'),
  },
  {
    path: 'questions',
    label: '题库',
    icon: <BookOutlined />,
    roles: ['content', 'admin'],
    load: () => import('../features/qbank/questions-page'),
  },
  {
    path: 'error-reports',
    label: '纠错反馈',
    icon: <FlagOutlined />,
    roles: ['content', 'admin'],
    load: () => import('../features/qbank/error-reports-page'),
  },
  {
    path: 'shuttle',
    label: '拼车',
    icon: <CarOutlined />,
    roles: ['reviewer', 'admin'],
    load: () => import('../features/shuttle/shuttle-page'),
  },
  {
    path: 'train-bookings',
    label: '陪练预约',
    icon: <FieldTimeOutlined />,
    roles: ['finance', 'admin'],
    load: () => import('../features/train-bookings/train-bookings-page'),
  },
  {
    path: 'products',
    label: '商品与价格',
    icon: <ShoppingOutlined />,
    roles: ['finance', 'admin'],
    load: () => import('../features/products/products-page'),
  },
  {
    path: 'settings',
    label: '系统设置',
    icon: <SettingOutlined />,
    roles: ['admin'],
    load: () => import('../features/settings/settings-page'),
  },
  {
    path: 'content',
    label: '内容',
    icon: <ReadOutlined />,
    roles: ['content', 'admin'],
    load: () => import('../features/content/content-page'),
  },
  {
    path: 'wishes',
    label: '心愿墙',
    icon: <HeartOutlined />,
    roles: ['content', 'admin'],
    load: () => import('../features/wishes/wishes-page'),
  },
  {
    path: 'finance',
    label: '财务',
    icon: <AccountBookOutlined />,
    roles: ['finance', 'admin'],
    load: () => import('../features/finance/finance-page'),
  },
  {
    path: 'users',
    label: '用户',
    icon: <UserOutlined />,
    roles: ['admin'],
    load: () => import('../features/users/users-page'),
  },
  {
    path: 'audit',
    label: '操作日志',
    icon: <AuditOutlined />,
    roles: ['admin'],
    load: () => import('../features/audit/audit-page'),
  },
  {
    path: 'operators',
    label: '运营账号',
    icon: <TeamOutlined />,
    roles: ['admin'],
    load: () => import('../features/operators/operators-page'),
  },
];
