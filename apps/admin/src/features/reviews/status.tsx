import { Segmented, Tag } from 'antd';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

const LABELS: Record<string, { text: string; color: string }> = {
  pending: { text: '待审核', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  rejected: { text: '已驳回', color: 'error' },
  cancelled: { text: '已取消', color: 'default' },
  reviewing: { text: '待审核', color: 'processing' },
};

export const StatusTag = ({ status }: { status: string }) => (
  <Tag color={LABELS[status]?.color ?? 'default'}>{LABELS[status]?.text ?? status}</Tag>
);

/** Which state's items a list shows: waiting ones by default, the decided ones to look back. */
export function StatusFilter({ value, onChange }: { value: ReviewStatus; onChange: (s: ReviewStatus) => void }) {
  return (
    <Segmented<ReviewStatus>
      value={value}
      onChange={onChange}
      options={[
        { value: 'pending', label: '待审核' },
        { value: 'approved', label: '已通过' },
        { value: 'rejected', label: '已驳回' },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}
