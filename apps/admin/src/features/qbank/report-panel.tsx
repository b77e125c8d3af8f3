import { Button, Card, Col, Descriptions, Drawer, Modal, Row, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { ReasonInput } from '../../lib/reason-input';
import { useSubmit } from '../../lib/submit';
import { REPORT_STATUS, type Report } from './error-reports';
import { QuestionForm } from './question-form';
import type { QuestionEdit } from './question-types';
import { QuestionView } from './question-view';

/**
 * One report beside its question. Open: the question is edited in place and saved as the fix, or the report
 * dismissed with a reason; `reply` goes into the student's notice either way. Handled: what was done.
 */
export function ReportPanel({
  report,
  listKey,
  onClose,
}: {
  report: Report;
  listKey: readonly unknown[];
  onClose: () => void;
}) {
  const [reply, setReply] = useState('');
  const [dismissing, setDismissing] = useState(false);
  const [reason, setReason] = useState('');
  const refetch = [listKey.slice(0, 2), ['admin', 'dashboard'], ['admin', 'questions']];
  const fix = useSubmit(
    (edit: QuestionEdit | undefined) =>
      api('POST /admin/error-reports/fix', { body: { id: report.id, edit, reply: reply.trim() } }),
    { success: '已修正题目，学员会收到通知', refetch, done: onClose },
  );
  const dismiss = useSubmit(
    () => api('POST /admin/error-reports/dismiss', { body: { id: report.id, reason: reason.trim() } }),
    { success: '已处理为无需修改，学员会收到通知', refetch, done: onClose },
  );
  const isOpen = report.status === 'open';
  const q = report.question;

  return (
    <Drawer
      title={`纠错反馈 #${report.id}`}
      open
      onClose={onClose}
      size={1200}
      destroyOnHidden
      data-testid="report-panel"
    >
      <Row gutter={24}>
        <Col span={9}>
          <Card title="学员反馈" size="small" data-testid="report-detail">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="学员">{report.nickname}</Descriptions.Item>
              <Descriptions.Item label="时间">{chinaTime(report.created_at)}</Descriptions.Item>
              <Descriptions.Item label="类型">{report.kind}</Descriptions.Item>
              <Descriptions.Item label="内容">{report.content}</Descriptions.Item>
              <Descriptions.Item label="状态">
                <Tag color={REPORT_STATUS[report.status].color}>{REPORT_STATUS[report.status].text}</Tag>
              </Descriptions.Item>
              {!isOpen && <Descriptions.Item label="回复">{report.reply || '—'}</Descriptions.Item>}
              {!isOpen && (
                <Descriptions.Item label="处理">
                  {report.resolved_by} · {chinaTime(report.resolved_at)}
                </Descriptions.Item>
              )}
            </Descriptions>
            {isOpen && (
              <>
                <ReasonInput
                  value={reply}
                  onChange={setReply}
                  placeholder="给学员的说明（可选，会写进通知）"
                  testId="fix-reply"
                  style={{ marginTop: 12 }}
                />
                <Space style={{ marginTop: 16 }}>
                  {!q && (
                    <Button type="primary" loading={fix.isPending} onClick={() => fix.mutate(undefined)}>
                      标记已修正
                    </Button>
                  )}
                  <Button onClick={() => setDismissing(true)} data-testid="dismiss-report">
                    无需修改
                  </Button>
                </Space>
              </>
            )}
          </Card>
        </Col>
        <Col span={15}>
          <Card title={q ? `题目 #${q.id}` : '题目'} size="small">
            {!q ? (
              '这条反馈没有关联题目'
            ) : isOpen ? (
              <QuestionForm question={q} onSubmit={(edit) => fix.mutate(edit)}>
                <Button type="primary" htmlType="submit" loading={fix.isPending} data-testid="fix-report">
                  保存修改并标记已修正
                </Button>
              </QuestionForm>
            ) : (
              <QuestionView question={q} />
            )}
          </Card>
        </Col>
      </Row>
      <Modal
        title="无需修改的原因"
        open={dismissing}
        okText="确认"
        cancelText="取消"
        okButtonProps={{ disabled: !reason.trim(), loading: dismiss.isPending }}
        onOk={() => dismiss.mutate()}
        onCancel={() => setDismissing(false)}
        destroyOnHidden
      >
        <ReasonInput
          value={reason}
          onChange={setReason}
          placeholder="学员会在通知里看到这段原因"
          testId="dismiss-reason"
        />
      </Modal>
    </Drawer>
  );
}
