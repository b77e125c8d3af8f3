import { useQuery } from '@tanstack/react-query';
import { Badge, Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../lib/api';
import { CertificationsTab } from './certifications-tab';
import { ClassApplicationsTab } from './class-applications-tab';
import { LightSetsTab } from './light-sets-tab';
import { PinOwnersTab } from './pin-owners-tab';
import { SitePracticeTab } from './site-practice-tab';
import { TheoryApplicationsTab } from './theory-applications-tab';
import { TrainChecksTab } from './train-checks-tab';

/** The kinds a reviewer decides, by their path under /reviews, with the dashboard's count of each waiting. */
const KINDS = [
  { key: 'certifications', label: '教练认证', count: 'certifications', Tab: CertificationsTab },
  { key: 'class-applications', label: '报班申请', count: 'class_applications', Tab: ClassApplicationsTab },
  { key: 'theory-applications', label: '理论课开通', count: 'theory_applications', Tab: TheoryApplicationsTab },
  { key: 'pin-owners', label: '拼车车主', count: 'pin_owners', Tab: PinOwnersTab },
  { key: 'site-practice', label: '考场练车', count: 'site_practice', Tab: SitePracticeTab },
  { key: 'train-checks', label: '陪练认证', count: 'train_checks', Tab: TrainChecksTab },
  { key: 'light-sets', label: '灯光题', count: null, Tab: LightSetsTab },
] as const;

/** '/admin/reviews/<kind>': one tab per kind of review (reviewer, admin); withdrawals are finance's own screen. */
export default function ReviewsPage() {
  const kind = useParams()['*'] || KINDS[0].key;
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api('GET /admin/dashboard') });
  const active = KINDS.find((k) => k.key === kind) ?? KINDS[0];
  return (
    <div data-testid="reviews">
      <Typography.Title level={4}>审核</Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(`/reviews/${key}`)}
        destroyOnHidden
        items={KINDS.map(({ key, label, count, Tab }) => ({
          key,
          label: (
            <span data-testid={`tab-${key}`}>
              {label} {count && <Badge count={data?.pending[count] ?? 0} size="small" />}
            </span>
          ),
          children: <Tab />,
        }))}
      />
    </div>
  );
}
