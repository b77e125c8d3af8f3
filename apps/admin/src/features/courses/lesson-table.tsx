import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { Lesson } from './courses-api';
import { UploadButton } from './upload-button';
import { moved, useCourseEdits } from './use-course-edits';
import { VideoStatus } from './video-status';

const duration = (s: number) => (s ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : '—');

/** A chapter's lessons in their order, each with its video's state and what can be done to it. */
export function LessonTable({
  chapterId,
  lessons,
  courseKey,
  onEdit,
}: {
  chapterId: number;
  lessons: Lesson[];
  courseKey: readonly unknown[];
  onEdit: (lesson: Lesson) => void;
}) {
  const edits = useCourseEdits(courseKey);
  const ids = lessons.map((l) => l.id);
  return (
    <Table<Lesson>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lessons}
      locale={{ emptyText: '本章还没有课时' }}
      onRow={(l) => ({ 'data-testid': `lesson-row-${l.id}` }) as object}
      columns={[
        {
          title: '顺序',
          key: 'order',
          width: 80,
          render: (_: unknown, l: Lesson, i: number) => (
            <Space size={0}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label="上移"
                disabled={i === 0}
                onClick={() => edits.order.mutate({ kind: 'lessons', parent_id: chapterId, ids: moved(ids, i, -1) })}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label="下移"
                disabled={i === lessons.length - 1}
                onClick={() => edits.order.mutate({ kind: 'lessons', parent_id: chapterId, ids: moved(ids, i, 1) })}
                data-testid={`lesson-down-${l.id}`}
              />
            </Space>
          ),
        },
        {
          title: '课时',
          dataIndex: 'title',
          render: (title: string, l: Lesson) => (
            <Space>
              {title}
              {l.retired && <Tag color="warning">已下架</Tag>}
            </Space>
          ),
        },
        {
          title: '观看',
          key: 'free',
          width: 120,
          render: (_: unknown, l: Lesson) => (l.free ? <Tag color="success">免费</Tag> : `试看 ${l.preview_s} 秒`),
        },
        { title: '时长', dataIndex: 'duration_s', width: 70, render: duration },
        { title: '播放', dataIndex: 'views', width: 70 },
        {
          title: '视频',
          key: 'video',
          width: 240,
          render: (_: unknown, l: Lesson) => (
            <VideoStatus transcode={l.transcode} hasVideo={l.hls !== null} courseKey={courseKey} />
          ),
        },
        {
          title: '操作',
          key: 'actions',
          width: 260,
          render: (_: unknown, l: Lesson) => (
            <Space size={4}>
              <Button size="small" onClick={() => onEdit(l)} data-testid={`lesson-edit-${l.id}`}>
                编辑
              </Button>
              <UploadButton lessonId={l.id} courseKey={courseKey} />
              <Popconfirm
                title={l.retired ? '恢复上架？' : '下架后学员不再看到这节课，确认？'}
                okText="确认"
                cancelText="取消"
                onConfirm={() => edits.retire.mutate({ kind: 'lesson', id: l.id, retired: !l.retired })}
              >
                <Button size="small" danger={!l.retired} data-testid={`lesson-retire-${l.id}`}>
                  {l.retired ? '恢复' : '下架'}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
