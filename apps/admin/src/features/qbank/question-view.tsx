import { Descriptions, Space, Tag, Typography } from 'antd';
import { chinaTime } from '../../lib/format';
import { PicturePreview } from './question-picture';
import { letter, type Question, SUBJECT_LABELS, TYPE_LABELS } from './question-types';

/** A question as students see it, with its right answer marked and where it sits in the bank. */
export function QuestionView({ question: q }: { question: Question }) {
  return (
    <div data-testid={`question-${q.id}`}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag>{SUBJECT_LABELS[q.subject]}</Tag>
        <Tag>{TYPE_LABELS[q.type]}</Tag>
        <Tag color="processing">第 {q.version} 版</Tag>
      </Space>
      <Typography.Paragraph strong data-testid="question-stem">
        {q.stem}
      </Typography.Paragraph>
      <PicturePreview image={q.image} width={240} />
      <ol style={{ listStyle: 'none', paddingLeft: 0 }}>
        {q.options.map((option, i) => (
          <li key={letter(i)} style={{ marginBottom: 4 }}>
            <Typography.Text
              type={q.answer.includes(letter(i)) ? 'success' : undefined}
              strong={q.answer.includes(letter(i))}
            >
              {letter(i)}. {option}
              {q.answer.includes(letter(i)) && ' ✓'}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="答案">{q.answer}</Descriptions.Item>
        <Descriptions.Item label="解析">{q.explanation}</Descriptions.Item>
        <Descriptions.Item label="章节">{q.chapter}</Descriptions.Item>
        <Descriptions.Item label="编号">
          {q.id}（{q.ext_id}）· 更新于 {chinaTime(q.updated_at)}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
