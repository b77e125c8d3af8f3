import type { AdminApiMap } from '@xueche/contract';
import { Card, Descriptions, Tag } from 'antd';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { PhotoLinksNote, Photos } from './photos';
import { ReviewCards, useReviewQueue } from './review-table';
import { StatusTag } from './status';

type Kind = AdminApiMap['GET /admin/reviews/train-checks']['response']['list'][number]['kind'];

/** Each check's name and its photos, in the order the coach uploads them. */
const KINDS: Record<Kind, { label: string; parts: { part: string; label: string }[] }> = {
  identity: {
    label: '身份认证',
    parts: [
      { part: 'front', label: '身份证人像面' },
      { part: 'back', label: '身份证国徽面' },
    ],
  },
  plate: {
    label: '车辆认证',
    parts: [
      { part: 'vehicle_licence', label: '行驶证' },
      { part: 'plate', label: '车辆照片（含车牌）' },
    ],
  },
  licence: { label: '驾驶证认证', parts: [{ part: 'licence', label: '驾驶证' }] },
};

/**
 * Coach-for-hire checks: identity, car and driving licence, each decided on its own. With all three approved
 * (and the listing complete) the coach shows to students; a rejection's reason shows to the coach.
 */
export function TrainChecksTab() {
  const queue = useReviewQueue('GET /admin/reviews/train-checks');
  const { status, key } = queue;
  return (
    <ReviewCards
      queue={queue}
      cards={(data) => (
        <>
          <PhotoLinksNote expiresAt={data.links_expire_at} />
          {data.list.map((c) => (
            <Card
              key={c.id}
              data-testid={`train-check-${c.id}`}
              title={
                <>
                  <Tag>{KINDS[c.kind].label}</Tag>
                  {c.nickname}（{c.uid}）
                </>
              }
              extra={
                status === 'pending' ? (
                  <Decision route="POST /admin/reviews/train-checks/decide" id={c.id} listKey={key} />
                ) : (
                  <StatusTag status={c.status} />
                )
              }
            >
              <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
                <Descriptions.Item label="陪练编号">{c.member_id}</Descriptions.Item>
                <Descriptions.Item label="车牌">{c.plate ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="提交时间">{chinaTime(c.submitted_at)}</Descriptions.Item>
                <Descriptions.Item label="原因">{c.reason || '—'}</Descriptions.Item>
              </Descriptions>
              <Photos photos={KINDS[c.kind].parts.map((p) => ({ label: p.label, url: c.files[p.part] ?? null }))} />
            </Card>
          ))}
        </>
      )}
    />
  );
}
