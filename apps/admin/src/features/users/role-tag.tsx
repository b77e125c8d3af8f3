import { Tag } from 'antd';

/** A user's role: 1 student, 2 coach. */
export const RoleTag = ({ type }: { type: number }) =>
  type === 2 ? <Tag color="processing">教练</Tag> : <Tag color="default">学员</Tag>;
