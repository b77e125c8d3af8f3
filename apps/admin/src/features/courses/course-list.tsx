import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { coursesKey } from './courses-api';
import { useCourseEdits } from './use-course-edits';

type Course = AdminApiMap['GET /admin/courses']['response']['list'][number];

/** '/admin/courses': every field's course, and a new course for a field that has none. */
export function CourseList() {
  const { data, error, isPending } = useQuery({ queryKey: coursesKey, queryFn: () => api('GET /admin/courses') });
  const edits = useCourseEdits(coursesKey);
  const [adding, setAdding] = useState(false);
  const [fieldId, setFieldId] = useState<number>();
  const [title, setTitle] = useState('');
  const spare = data?.fields_without_course ?? [];
  return (
    <div data-testid="courses">
      <Space style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          课程与视频
        </Typography.Title>
        <Button icon={<PlusOutlined />} disabled={!spare.length} onClick={() => setAdding(true)}>
          为考场新建课程
        </Button>
      </Space>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Course>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        locale={{ emptyText: '还没有课程' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: '城市', dataIndex: 'city_name', width: 100 },
          { title: '考场', dataIndex: 'field_name' },
          {
            title: '课程',
            dataIndex: 'title',
            render: (t: string, c: Course) => (
              <Link to={`/courses/${c.id}`} data-testid={`course-${c.id}`}>
                {t}
              </Link>
            ),
          },
          { title: '章节', dataIndex: 'chapters', width: 80 },
          { title: '课时', dataIndex: 'lessons', width: 80 },
          { title: '学员可见', dataIndex: 'live_lessons', width: 100 },
        ]}
      />
      <Modal
        title="为考场新建课程"
        open={adding}
        okText="新建"
        cancelText="取消"
        okButtonProps={{ disabled: !fieldId || !title.trim(), loading: edits.course.isPending }}
        onOk={() =>
          edits.course.mutate({ field_id: fieldId, title: title.trim() }, { onSuccess: () => setAdding(false) })
        }
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            placeholder="选择考场"
            style={{ width: '100%' }}
            value={fieldId}
            onChange={setFieldId}
            options={spare.map((f) => ({ value: f.id, label: `${f.city_name} · ${f.name}` }))}
          />
          <Input placeholder="课程名称" maxLength={40} value={title} onChange={(e) => setTitle(e.target.value)} />
        </Space>
      </Modal>
    </div>
  );
}
