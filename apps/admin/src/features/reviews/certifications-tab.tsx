import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Flex, Skeleton } from 'antd';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { PhotoLinksNote, Photos } from './photos';

const KEY = ['admin', 'reviews', 'certifications'] as const;

/** Coach certifications waiting, oldest first: the coach's details beside their three photos. */
export function CertificationsTab() {
  const { data, error, isPending } = useQuery({
    queryKey: KEY,
    queryFn: () => api('GET /admin/reviews/certifications'),
  });
  if (error) return <Alert type="error" title={error.message} showIcon />;
  if (isPending) return <Skeleton active />;
  if (!data.list.length) return <Empty description="没有待审核的教练认证" />;
  return (
    <Flex vertical gap={16}>
      <PhotoLinksNote expiresAt={data.links_expire_at} />
      {data.list.map((c) => (
        <Card
          key={c.id}
          title={`${c.real_name}（${c.nickname}）`}
          extra={<Decision route="POST /admin/reviews/certifications/decide" id={c.id} listKey={KEY} />}
          data-testid={`certification-${c.id}`}
        >
          <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="手机">{c.phone}</Descriptions.Item>
            <Descriptions.Item label="驾校">{c.school || '—'}</Descriptions.Item>
            <Descriptions.Item label="UID">{c.uid}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{chinaTime(c.submitted_at)}</Descriptions.Item>
          </Descriptions>
          <Photos
            photos={[
              { label: '身份证正面', url: c.files.id_front },
              { label: '身份证反面', url: c.files.id_back },
              { label: '教练证', url: c.files.licence },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
