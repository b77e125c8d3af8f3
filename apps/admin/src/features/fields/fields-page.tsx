import { Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CitiesTab } from './cities-tab';
import { FieldsTab } from './fields-tab';

const TABS = [
  { key: 'fields', label: '考场', Tab: FieldsTab },
  { key: 'cities', label: '城市', Tab: CitiesTab },
] as const;

/** '/admin/fields/<tab>' (content, admin): exam fields with their price, course and routes; the cities. */
export default function FieldsPage() {
  const tab = useParams()['*'] || TABS[0].key;
  const navigate = useNavigate();
  const active = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <div data-testid="fields">
      <Typography.Title level={4}>考场与城市</Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(`/fields/${key}`)}
        destroyOnHidden
        items={TABS.map(({ key, label, Tab }) => ({
          key,
          label: <span data-testid={`tab-${key}`}>{label}</span>,
          children: <Tab />,
        }))}
      />
    </div>
  );
}
