import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';

/** Downloads the whole bank in the import format (CSV or JSON): edit it and import it back. */
export function BankExport() {
  const run = useSubmit((format: 'csv' | 'json') => api('GET /admin/questions/export', { query: { format } }), {
    success: (file) => `已导出 ${file.questions} 题`,
    done: (file) => {
      const type = file.filename.endsWith('.csv') ? 'text/csv' : 'application/json';
      // A BOM so Excel reads the CSV's Chinese as UTF-8.
      const blob = new Blob([type === 'text/csv' ? '\uFEFF' : '', file.content], { type: `${type};charset=utf-8` });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = file.filename;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'csv', label: 'CSV（Excel 可打开）' },
          { key: 'json', label: 'JSON' },
        ],
        onClick: ({ key }) => run.mutate(key as 'csv' | 'json'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={run.isPending} data-testid="export-bank">
        导出
      </Button>
    </Dropdown>
  );
}
