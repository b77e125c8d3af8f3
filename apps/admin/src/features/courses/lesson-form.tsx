import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';
import type { Chapter, Lesson } from './courses-api';

interface Values {
  title: string;
  summary: string;
  free: boolean;
  preview_s: number;
  chapter_id: number;
}

/**
 * A new lesson in a chapter, or a lesson's title, summary, chapter and paywall (free, or the seconds a non-buyer
 * may watch). The server's 400 shows under the field it names.
 */
export function LessonForm({
  open,
  lesson,
  chapterId,
  chapters,
  courseKey,
  onClose,
}: {
  open: boolean;
  lesson: Lesson | null;
  chapterId: number;
  chapters: Chapter[];
  courseKey: readonly unknown[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const free = Form.useWatch('free', form);
  const save = useSubmit(
    (v: Values) => api('POST /admin/courses/lessons/save', { body: { ...(lesson ? { id: lesson.id } : {}), ...v } }),
    {
      success: lesson ? '已保存' : '已新建课时，上传视频后学员可见',
      refetch: [courseKey],
      form,
      done: onClose,
    },
  );
  return (
    <Modal
      title={lesson ? '编辑课时' : '新建课时'}
      open={open}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          title: lesson?.title ?? '',
          summary: lesson?.summary ?? '',
          free: lesson?.free ?? false,
          preview_s: lesson?.preview_s ?? 30,
          chapter_id: lesson?.chapter_id ?? chapterId,
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={60} showCount data-testid="lesson-title" />
        </Form.Item>
        <Form.Item name="summary" label="简介">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="chapter_id" label="所属章节">
          <Select options={chapters.map((c) => ({ value: c.id, label: c.title }))} />
        </Form.Item>
        <Form.Item name="free" label="免费观看" valuePropName="checked">
          <Switch data-testid="lesson-free" />
        </Form.Item>
        {!free && (
          <Form.Item name="preview_s" label="未购买可试看（秒）">
            <InputNumber min={0} max={600} precision={0} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
