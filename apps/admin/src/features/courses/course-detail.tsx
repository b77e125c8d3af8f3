import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { type Chapter, courseKey, inFlight, type Lesson } from './courses-api';
import { LessonForm } from './lesson-form';
import { LessonTable } from './lesson-table';
import { TitleDialog } from './title-dialog';
import { moved, useCourseEdits } from './use-course-edits';

/** Seconds between polls while a video is queued or transcoding. */
const POLL_MS = 2000;

type Naming = { kind: 'chapter'; chapter: Chapter | null } | { kind: 'course' } | null;

/**
 * '/admin/courses/<id>': a course's chapters and lessons in the order students see them, with their videos'
 * states; polled while any video is queued or transcoding, so progress moves on its own.
 */
export function CourseDetail({ id }: { id: number }) {
  const key = courseKey(id);
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => api('GET /admin/courses/detail', { query: { id } }),
    refetchInterval: (query) =>
      query.state.data?.chapters.some((c) => c.lessons.some((l) => inFlight(l.transcode))) ? POLL_MS : false,
  });
  const edits = useCourseEdits(key);
  const [naming, setNamingState] = useState<Naming>(null);
  // A dialog opens without the refusal the last one ended with.
  const setNaming = (next: Naming) => {
    edits.chapter.reset();
    edits.course.reset();
    setNamingState(next);
  };
  const [lessonForm, setLessonForm] = useState<{ chapterId: number; lesson: Lesson | null } | null>(null);

  if (isPending) return <Skeleton active />;
  if (error || !data) return <Alert type="error" title={error?.message ?? '课程加载失败'} showIcon />;
  const { course, chapters } = data;
  const chapterIds = chapters.map((c) => c.id);

  return (
    <div data-testid="course-detail">
      <Space style={{ marginBottom: 16 }} wrap>
        <Link to="/courses">
          <ArrowLeftOutlined /> 全部课程
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="course-title">
          {course.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {course.city_name} · {course.field_name} · 学员可见 {course.live_lessons}/{course.lessons} 节
        </Typography.Text>
        <Button size="small" onClick={() => setNaming({ kind: 'course' })}>
          改名
        </Button>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setNaming({ kind: 'chapter', chapter: null })}
          data-testid="chapter-add"
        >
          新建章节
        </Button>
      </Space>

      {chapters.length === 0 && <Empty description="还没有章节，先新建一个章节" />}
      {chapters.map((chapter, i) => (
        <Card
          key={chapter.id}
          size="small"
          style={{ marginBottom: 16 }}
          data-testid={`chapter-${chapter.id}`}
          title={
            <Space>
              {chapter.title}
              {chapter.retired && <Tag color="warning">已下架</Tag>}
            </Space>
          }
          extra={
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label="章节上移"
                disabled={i === 0}
                onClick={() => edits.order.mutate({ kind: 'chapters', parent_id: id, ids: moved(chapterIds, i, -1) })}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label="章节下移"
                disabled={i === chapters.length - 1}
                onClick={() => edits.order.mutate({ kind: 'chapters', parent_id: id, ids: moved(chapterIds, i, 1) })}
              />
              <Button size="small" onClick={() => setNaming({ kind: 'chapter', chapter })}>
                改名
              </Button>
              <Popconfirm
                title={chapter.retired ? '恢复本章？' : '下架本章后，学员看不到其中的所有课时，确认？'}
                okText="确认"
                cancelText="取消"
                onConfirm={() => edits.retire.mutate({ kind: 'chapter', id: chapter.id, retired: !chapter.retired })}
              >
                <Button size="small" danger={!chapter.retired}>
                  {chapter.retired ? '恢复' : '下架'}
                </Button>
              </Popconfirm>
              <Button
                size="small"
                type="primary"
                ghost
                icon={<PlusOutlined />}
                onClick={() => setLessonForm({ chapterId: chapter.id, lesson: null })}
                data-testid={`lesson-add-${chapter.id}`}
              >
                新建课时
              </Button>
            </Space>
          }
        >
          <LessonTable
            chapterId={chapter.id}
            lessons={chapter.lessons}
            courseKey={key}
            onEdit={(lesson) => setLessonForm({ chapterId: chapter.id, lesson })}
          />
        </Card>
      ))}

      <TitleDialog
        open={naming !== null}
        title={naming?.kind === 'course' ? '课程名称' : naming?.chapter ? '章节名称' : '新建章节'}
        initial={
          naming?.kind === 'course' ? course.title : naming?.kind === 'chapter' ? (naming.chapter?.title ?? '') : ''
        }
        saving={edits.chapter.isPending || edits.course.isPending}
        error={(naming?.kind === 'course' ? edits.course.error : edits.chapter.error)?.message}
        onClose={() => setNaming(null)}
        onSave={(title) => {
          const close = { onSuccess: () => setNaming(null) };
          if (naming?.kind === 'course') edits.course.mutate({ id, title }, close);
          else if (naming?.chapter) edits.chapter.mutate({ id: naming.chapter.id, title }, close);
          else edits.chapter.mutate({ course_id: id, title }, close);
        }}
      />
      <LessonForm
        open={lessonForm !== null}
        lesson={lessonForm?.lesson ?? null}
        chapterId={lessonForm?.chapterId ?? 0}
        chapters={chapters}
        courseKey={key}
        onClose={() => setLessonForm(null)}
      />
    </div>
  );
}
