import { Button, Col, Drawer, Row, Space } from 'antd';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';
import { QuestionForm } from './question-form';
import type { Question, QuestionEdit } from './question-types';
import { QuestionView } from './question-view';

/** A question as it is beside its edit; saving bumps its version when anything changed. */
export function QuestionEditor({ question, onClose }: { question: Question; onClose: () => void }) {
  const save = useSubmit(
    (edit: QuestionEdit) => api('POST /admin/questions/update', { body: { id: question.id, ...edit } }),
    {
      success: (after) =>
        after.version > question.version ? `已保存，题目更新为第 ${after.version} 版` : '内容未变化',
      refetch: [['admin', 'questions']],
      done: onClose,
    },
  );
  return (
    <Drawer title={`编辑题目 #${question.id}`} open onClose={onClose} size={1200} destroyOnHidden>
      <Row gutter={24}>
        <Col span={10}>
          <QuestionView question={question} />
        </Col>
        <Col span={14}>
          <QuestionForm question={question} onSubmit={(edit) => save.mutate(edit)}>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-question">
                保存
              </Button>
              <Button onClick={onClose}>取消</Button>
            </Space>
          </QuestionForm>
        </Col>
      </Row>
    </Drawer>
  );
}
