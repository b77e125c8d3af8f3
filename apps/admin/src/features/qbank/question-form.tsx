import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import type { ReactNode } from 'react';
import { QuestionPicture } from './question-picture';
import { editOf, letter, type Question, type QuestionEdit } from './question-types';

/** The right option(s): one for judge and single, two or more for multiple, by letter. */
function AnswerPicker({
  type,
  count,
  value = '',
  onChange,
}: {
  type: Question['type'];
  count: number;
  value?: string;
  onChange?: (answer: string) => void;
}) {
  const letters = Array.from({ length: count }, (_, i) => letter(i));
  if (type === 'multiple') {
    return (
      <Checkbox.Group
        options={letters}
        value={[...value]}
        onChange={(picked) => onChange?.([...picked].sort().join(''))}
        data-testid="answer-picker"
      />
    );
  }
  return (
    <Radio.Group
      options={letters}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      data-testid="answer-picker"
    />
  );
}

/**
 * Edits a question in place: stem, options, answer, explanation, image. A judge question keeps its two
 * options (正确, 错误). The server checks it as an import would and says what is wrong, in Chinese.
 */
export function QuestionForm({
  question,
  onSubmit,
  children,
}: {
  question: Question;
  onSubmit: (edit: QuestionEdit) => void;
  /** The buttons under the form; a submit button saves. */
  children: ReactNode;
}) {
  const [form] = Form.useForm<QuestionEdit>();
  const options = Form.useWatch('options', form) ?? question.options;
  const judge = question.type === 'judge';
  return (
    <Form<QuestionEdit>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={editOf(question)}
      onFinish={(values) => onSubmit({ ...values, image: values.image?.trim() || null })}
      data-testid="question-form"
    >
      <Form.Item name="stem" label="题干" rules={[{ required: true, min: 4, max: 500, message: '题干 4–500 字' }]}>
        {/* Fixed rows: autoSize measures through a style attribute, which the console's CSP refuses. */}
        <Input.TextArea rows={4} data-testid="edit-stem" />
      </Form.Item>
      <Form.List name="options">
        {(fields, { add, remove }) => (
          <Form.Item label="选项">
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={field.name}
                  rules={[{ required: true, whitespace: true, message: '选项不能为空' }]}
                  style={{ marginBottom: 8, width: 520 }}
                >
                  <Input addonBefore={letter(i)} disabled={judge} data-testid={`edit-option-${letter(i)}`} />
                </Form.Item>
                {!judge && fields.length > 2 && (
                  <MinusCircleOutlined aria-label={`删除选项 ${letter(i)}`} onClick={() => remove(field.name)} />
                )}
              </Space>
            ))}
            {!judge && fields.length < 6 && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                添加选项
              </Button>
            )}
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="answer" label="正确答案" rules={[{ required: true, message: '请选择正确答案' }]}>
        <AnswerPicker type={question.type} count={options.length} />
      </Form.Item>
      <Form.Item
        name="explanation"
        label="解析"
        rules={[{ required: true, min: 4, max: 2000, message: '解析 4–2000 字' }]}
      >
        <Input.TextArea rows={5} data-testid="edit-explanation" />
      </Form.Item>
      <Form.Item name="image" label="配图" extra="速记图谱里的图，或 /static/ 路径、https:// 链接；留空则无配图">
        <QuestionPicture />
      </Form.Item>
      {children}
    </Form>
  );
}
