import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { CityForm } from './city-form';
import { CITIES_KEY, type City } from './fields-api';

/** The cities: a city is offered to students while it has an open field. */
export function CitiesTab() {
  const [editing, setEditing] = useState<City | 'new' | null>(null);
  const { data, error, isPending } = useQuery({ queryKey: CITIES_KEY, queryFn: () => api('GET /admin/fields/cities') });
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">没有开放考场的城市不会出现在学员的城市列表里。</Typography.Text>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="city-new">
          新建城市
        </Button>
      </Flex>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<City>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有城市' }}
        columns={[
          { title: '城市', dataIndex: 'title' },
          { title: '省份', dataIndex: 'province' },
          { title: '行政区划代码', dataIndex: 'adcode' },
          { title: '坐标', key: 'at', render: (_: unknown, c: City) => `${c.lng}, ${c.lat}` },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '考场',
            key: 'fields',
            render: (_: unknown, c: City) => `${c.open_field_count} 开放 / ${c.field_count}`,
          },
          {
            title: '操作',
            key: 'edit',
            render: (_: unknown, c: City) => (
              <Button size="small" onClick={() => setEditing(c)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && <CityForm city={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
