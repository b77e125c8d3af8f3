import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { useSubmit } from '../../lib/submit';
import { FieldForm } from './field-form';
import type { Field } from './fields-api';
import { CITIES_KEY, FIELDS_KEY } from './fields-api';
import { RoutesDrawer } from './routes-drawer';

/**
 * The exam fields, of one city or all: price, course, routes and the students bound to each. Retiring keeps
 * a field for its students and takes it out of the pickers; it can be opened again.
 */
export function FieldsTab() {
  const [cityId, setCityId] = useState<number | undefined>();
  const [editing, setEditing] = useState<Field | 'new' | null>(null);
  const [routesOf, setRoutesOf] = useState<Field | null>(null);
  const cities = useQuery({ queryKey: CITIES_KEY, queryFn: () => api('GET /admin/fields/cities') });
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'fields', 'list', cityId ?? 'all'],
    queryFn: () => api('GET /admin/fields', { query: { city_id: cityId } }),
  });
  const retire = useSubmit((body: { id: number; retired: boolean }) => api('POST /admin/fields/retire', { body }), {
    success: '考场状态已更新',
    refetch: [FIELDS_KEY],
  });
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部城市"
          style={{ width: 220 }}
          value={cityId}
          onChange={setCityId}
          options={cities.data?.list.map((c) => ({ value: c.id, label: `${c.province} · ${c.title}` }))}
          data-testid="field-city-filter"
        />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="field-new">
          新建考场
        </Button>
      </Flex>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Field>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有考场' }}
        columns={[
          { title: '考场', dataIndex: 'name' },
          { title: '城市', dataIndex: 'city_name' },
          { title: '科目', dataIndex: 'tag' },
          { title: '课程价格', dataIndex: 'price_fen', render: money },
          {
            title: '课程',
            dataIndex: 'course',
            render: (c: Field['course']) => (c ? `${c.title}（${c.chapters} 章 ${c.lessons} 节）` : '—'),
          },
          { title: '绑定学员', dataIndex: 'students' },
          {
            title: '状态',
            dataIndex: 'retired_at',
            render: (at: string | null) =>
              at ? <Tag title={`停用于 ${chinaTime(at)}`}>已停用</Tag> : <Tag color="success">开放</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, f: Field) => (
              <Space>
                <Button size="small" onClick={() => setEditing(f)} data-testid={`field-edit-${f.id}`}>
                  编辑
                </Button>
                <Button size="small" onClick={() => setRoutesOf(f)} data-testid={`field-routes-${f.id}`}>
                  科目三路线（{f.routes}）
                </Button>
                <Popconfirm
                  title={
                    f.retired_at
                      ? '重新开放后学员可以再选择这个考场，确认？'
                      : `停用后新学员不能再选择；已绑定的 ${f.students} 名学员不受影响。确认停用？`
                  }
                  okText="确认"
                  cancelText="取消"
                  onConfirm={() => retire.mutate({ id: f.id, retired: !f.retired_at })}
                >
                  <Button size="small" danger={!f.retired_at} data-testid={`field-retire-${f.id}`}>
                    {f.retired_at ? '重新开放' : '停用'}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <FieldForm
          field={editing === 'new' ? null : editing}
          cities={cities.data?.list ?? []}
          onClose={() => setEditing(null)}
          onSaved={(city) => {
            setEditing(null);
            // A new field shows among its city's few, not somewhere in a long list of all of them.
            if (editing === 'new') setCityId(city);
          }}
        />
      )}
      {routesOf && <RoutesDrawer field={routesOf} onClose={() => setRoutesOf(null)} />}
    </>
  );
}
