import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { Photos } from './photos';
import { type ReviewStatus, StatusFilter, StatusTag } from './status';

/** Shuttle car owners' verifications: their car and three photos side by side; the owner is texted. */
export function PinOwnersTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const key = ['admin', 'reviews', 'pin-owners', status];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => api('GET /admin/reviews/pin-owners', { query: { status } }),
  });
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      {error && <Alert type="error" title={error.message} showIcon />}
      {isPending ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty description="没有记录" />
      ) : (
        <Flex vertical gap={16}>
          {data.list.map((o) => (
            <Card
              key={o.user_id}
              title={`${o.name}（${o.nickname}）`}
              extra={
                status === 'pending' ? (
                  <Decision route="POST /admin/reviews/pin-owners/decide" id={o.user_id} listKey={key} />
                ) : (
                  <StatusTag status={o.status} />
                )
              }
            >
              <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
                <Descriptions.Item label="手机">{o.phone}</Descriptions.Item>
                <Descriptions.Item label="车辆">
                  {o.car ? `${o.car.plate} ${o.car.colour} ${o.car.model}` : '—'}
                </Descriptions.Item>
                <Descriptions.Item label="提交时间">{chinaTime(o.submitted_at)}</Descriptions.Item>
                <Descriptions.Item label="原因">{o.reason || '—'}</Descriptions.Item>
              </Descriptions>
              <Photos
                photos={[
                  { label: '驾驶证', url: o.files.licence },
                  { label: '行驶证', url: o.files.vehicle_licence },
                  { label: '车牌照片', url: o.files.plate },
                ]}
              />
            </Card>
          ))}
        </Flex>
      )}
    </>
  );
}
