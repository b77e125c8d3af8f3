import { Form, Input, InputNumber, Select } from 'antd';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { useSubmit } from '../../lib/submit';
import { CoordinateFields } from './coordinate-fields';
import type { City, Field } from './fields-api';
import { FIELDS_KEY } from './fields-api';

type Values = {
  city_id: number;
  name: string;
  tag: string;
  address: string;
  lng: number;
  lat: number;
  sort: number;
  /** Yuan as typed; sent as fen. */
  price: number;
  course_title: string;
};

const TAGS = ['科目二', '科目三', '科目二、科目三'];

/**
 * Creates a field (`field` null: its course and course product come with it) or edits one. `onSaved` hears
 * the field's city, so the list can show that city, where the field is.
 */
export function FieldForm({
  field,
  cities,
  onClose,
  onSaved,
}: {
  field: Field | null;
  cities: City[];
  onClose: () => void;
  onSaved: (cityId: number) => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSubmit(
    async ({ price, ...values }: Values) => {
      await api('POST /admin/fields/save', {
        body: { ...values, id: field?.id, price_fen: Math.round(price * 100), course_title: values.course_title ?? '' },
      });
      return values.city_id;
    },
    { success: field ? '考场已保存' : '考场已创建', refetch: [FIELDS_KEY], form, done: onSaved },
  );
  const initial: Partial<Values> = field
    ? { ...field, price: field.price_fen / 100, course_title: field.course?.title ?? '' }
    : { sort: 0, tag: '科目二', address: '' };
  return (
    <FormModal
      form={form}
      width={640}
      title={field ? `编辑考场：${field.name}` : '新建考场'}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={onClose}
      initialValues={initial}
      requiredMark={false}
      testId="field-form"
    >
      <Form.Item name="city_id" label="城市" rules={[{ required: true, message: '请选择城市' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={cities.map((c) => ({ value: c.id, label: `${c.province} · ${c.title}` }))}
        />
      </Form.Item>
      <Form.Item name="name" label="考场名称" rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="tag" label="考试科目" rules={[{ required: true, whitespace: true, max: 20 }]}>
        <Select options={TAGS.map((t) => ({ value: t, label: t }))} />
      </Form.Item>
      <Form.Item name="address" label="地址" rules={[{ max: 120 }]}>
        <Input />
      </Form.Item>
      <CoordinateFields />
      <Form.Item
        name="price"
        label="课程价格（元）"
        extra="考场课程商品按同一价格出售"
        rules={[{ required: true, type: 'number', min: 0, max: 100000 }]}
      >
        <InputNumber min={0} max={100000} precision={2} prefix="¥" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="course_title"
        label="课程名称"
        extra={field ? undefined : '留空则为“考场名称+课程”'}
        rules={[{ max: 40 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
