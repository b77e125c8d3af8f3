import { Button, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';
import type { Transcode } from './courses-api';

const LABELS = { queued: '排队中', running: '转码中', ready: '已就绪', failed: '转码失败' } as const;
const COLORS = { queued: 'default', running: 'processing', ready: 'success', failed: 'error' } as const;

/**
 * A lesson's latest upload: its state, the percent while ffmpeg runs, and when it failed, ffmpeg's words and a
 * retry. `hasVideo`: the lesson plays something already (an earlier video, or a demo one).
 */
export function VideoStatus({
  transcode,
  hasVideo,
  courseKey,
}: {
  transcode: Transcode | null;
  hasVideo: boolean;
  courseKey: readonly unknown[];
}) {
  const retry = useSubmit((id: number) => api('POST /admin/courses/transcodes/retry', { body: { id } }), {
    success: '已重新排队转码',
    refetch: [courseKey],
  });
  if (!transcode) {
    return hasVideo ? <Tag color="success">有视频</Tag> : <Tag>未上传视频</Tag>;
  }
  const { id, status, progress, error, renditions } = transcode;
  return (
    <Space direction="vertical" size={2} style={{ width: 220 }} data-testid={`video-status-${transcode.lesson_id}`}>
      <Space size={4}>
        <Tag color={COLORS[status]} data-testid="transcode-state">
          {LABELS[status]}
        </Tag>
        {status === 'ready' && <Typography.Text type="secondary">{renditions.join(' / ')}</Typography.Text>}
      </Space>
      {status === 'running' && <Progress percent={progress} size="small" data-testid="transcode-progress" />}
      {status === 'failed' && (
        <>
          <Tooltip title={error}>
            <Typography.Text type="danger" ellipsis style={{ maxWidth: 220 }} data-testid="transcode-error">
              {error}
            </Typography.Text>
          </Tooltip>
          <Button size="small" loading={retry.isPending} onClick={() => retry.mutate(id)} data-testid="transcode-retry">
            重试转码
          </Button>
        </>
      )}
    </Space>
  );
}
