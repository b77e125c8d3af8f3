import { UploadOutlined } from '@ant-design/icons';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';

type Reply = AdminApiMap['POST /admin/questions/import']['response'];
type RowError = Reply['errors'][number];

/**
 * Imports a bank file (.csv or .json, as `npm run ops -- questions:import` takes): all of it or nothing.
 * A refused file's problems are listed by line and field; an accepted one says what changed.
 */
export function BankImport() {
  const [result, setResult] = useState<{ name: string; reply: Reply } | null>(null);
  const run = useSubmit(
    async (file: File) => {
      const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
      return {
        name: file.name,
        reply: await api('POST /admin/questions/import', { body: { format, content: await file.text() } }),
      };
    },
    // A refused file answers too, with each row's problem: the dialog shows either.
    { refetch: [['admin', 'questions']], done: setResult },
  );
  const s = result?.reply.summary;
  return (
    <>
      <Upload
        accept=".csv,.json"
        showUploadList={false}
        beforeUpload={(file) => {
          run.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={run.isPending} data-testid="import-bank">
          导入题库文件
        </Button>
      </Upload>
      <Modal
        title={`导入 ${result?.name ?? ''}`}
        open={!!result}
        onOk={() => setResult(null)}
        onCancel={() => setResult(null)}
        cancelButtonProps={{ hidden: true }}
        width={900}
      >
        {result?.reply.ok && s ? (
          <Alert
            type="success"
            showIcon
            title="导入完成"
            description={`题目：新增 ${s.questions.added}，更新 ${s.questions.updated}，未变 ${s.questions.unchanged}；章节：新增 ${s.chapters.added}，更新 ${s.chapters.updated}`}
            data-testid="import-summary"
          />
        ) : (
          <>
            <Alert
              type="error"
              showIcon
              title={`文件有 ${result?.reply.errors.length ?? 0} 处错误，未导入任何内容`}
              style={{ marginBottom: 12 }}
            />
            <Table<RowError>
              rowKey={(e) => `${e.where}-${e.field}-${e.message}`}
              size="small"
              dataSource={result?.reply.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              data-testid="import-errors"
              columns={[
                { title: '位置', dataIndex: 'where', width: 120 },
                { title: '编号', dataIndex: 'id', width: 140, render: (id?: string) => id ?? '—' },
                { title: '字段', dataIndex: 'field', width: 100 },
                { title: '问题', dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
