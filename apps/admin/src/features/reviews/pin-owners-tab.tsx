import { Card, Descriptions } from 'antd';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { Photos } from './photos';
import { ReviewCards, useReviewQueue } from './review-table';
import { StatusTag } from './status';

/** Shuttle car owners' verifications: their car and three photos side by side; the owner is texted. */
export function PinOwnersTab() {
  const queue = useReviewQueue('GET /admin/reviews/pin-owners');
  const { status, key } = queue;
  return (
    <ReviewCards
      queue={queue}
      cards={(data) => (
        <>
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
        </>
      )}
    />
  );
}
