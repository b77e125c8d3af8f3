import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { serverPages } from '../../lib/paging';
import { RoleTag } from './role-tag';
import { UserPage } from './user-page';

type Item = AdminApiMap['GET /admin/users']['response']['list'][number];

const PAGE_SIZE = 20;

/** '/admin/users' (admin): people found by nickname, phone, did or user number; '/admin/users/<id>' one of them. */
export default function UsersPage() {
  const id = Number(useParams()['*']);
  return (
    <div data-testid="users">
      <Typography.Title level={4}>用户</Typography.Title>
      {Number.isInteger(id) && id > 0 ? <UserPage id={id} /> : <UserList />}
    </div>
  );
}

function UserList() {
  const [q, setQ] = useState<string>();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'users', q, page],
    queryFn: () => api('GET /admin/users', { query: { q, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  return (
    <>
      <Input.Search
        allowClear
        placeholder="昵称 / 手机号 / did / 用户编号"
        style={{ width: 320, marginBottom: 16 }}
        onSearch={(text) => {
          setQ(text.trim() || undefined);
          setPage(1);
        }}
        data-testid="users-search"
      />
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Item>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: '没有找到用户' }}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE, unit: '人' })}
        columns={[
          {
            title: '昵称',
            dataIndex: 'nickname',
            render: (name: string, u: Item) => (
              <Link to={`/users/${u.id}`} data-testid={`user-link-${u.id}`}>
                {name}
              </Link>
            ),
          },
          { title: '用户编号', dataIndex: 'uid' },
          { title: 'did', dataIndex: 'did' },
          { title: '手机', dataIndex: 'phone', render: (p: string | null) => p ?? '—' },
          { title: '身份', dataIndex: 'user_type', render: (t: number) => <RoleTag type={t} /> },
          {
            title: '状态',
            dataIndex: 'disabled',
            render: (d: boolean) => (d ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>),
          },
          { title: '注册时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
        ]}
      />
    </>
  );
}
