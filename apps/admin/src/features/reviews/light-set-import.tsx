import { Alert, Input, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';

type Problem = { path: string; message: string };

/**
 * Imports a set file for one field: pasted or picked from disk. The server checks it whole; with any problem
 * nothing is stored and each problem is listed here by where it is in the file.
 */
export function LightSetImport({
  field,
  listKey,
  onClose,
}: {
  field: { field_id: number; field_name: string };
  listKey: readonly unknown[];
  onClose: () => void;
}) {
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const save = useSubmit(
    () => api('POST /admin/reviews/light-sets/import', { body: { field_id: field.field_id, content } }),
    {
      success: (r) => (r.changed ? `已导入（版本 ${r.version}）` : '内容与现有灯光题相同，未改变'),
      refetch: [listKey],
      done: onClose,
      failed: (error) =>
        setProblems(error instanceof ApiError && Array.isArray(error.errors) ? (error.errors as Problem[]) : []),
    },
  );
  return (
    <Modal
      title={`导入灯光题：${field.field_name}`}
      open
      okText="导入"
      okButtonProps={{ disabled: !content.trim(), loading: save.isPending }}
      onOk={() => save.mutate()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Upload
        accept=".json,application/json"
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then(setContent);
          return false;
        }}
      >
        <Typography.Link>选择文件…</Typography.Link>
      </Upload>
      <Input.TextArea
        rows={14}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder="粘贴导出的灯光题 JSON，或选择文件"
        style={{ marginTop: 8, fontFamily: 'monospace' }}
        data-testid="light-set-content"
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          style={{ marginTop: 12 }}
          title={`有 ${problems.length} 处错误，未导入任何内容`}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="light-set-problems">
              {problems.map((p) => (
                <li key={`${p.path}:${p.message}`}>
                  <Typography.Text code>{p.path}</Typography.Text> {p.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
