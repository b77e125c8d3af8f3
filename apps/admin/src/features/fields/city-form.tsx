import { Form, Input, InputNumber } from 'antd';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { useSubmit } from '../../lib/submit';
import { CoordinateFields } from './coordinate-fields';
import type { City } from './fields-api';
import { FIELDS_KEY } from './fields-api';

type Values = { title: string; province: string; adcode: string; lng: number; lat: number; sort: number };

/** Creates a city (`city` null) or edits one. */
export function CityForm({ city, onClose }: { city: City | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSubmit(
    (values: Values) => api('POST /admin/fields/cities/save', { body: { ...values, id: city?.id } }),
    { success: city ? '城市已保存' : '城市已创建', refetch: [FIELDS_KEY], form, done: onClose },
  );
  return (
    <FormModal
      form={form}
      title={city ? `编辑城市：${city.title}` : '新建城市'}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={onClose}
      initialValues={city ?? { sort: 0 }}
      requiredMark={false}
      testId="city-form"
    >
      <Form.Item name="title" label="城市名称" rules={[{ required: true, whitespace: true, max: 20 }]}>
        <Input placeholder="如：杭州市" />
      </Form.Item>
      <Form.Item name="province" label="省份" rules={[{ required: true, whitespace: true, max: 20 }]}>
        <Input placeholder="如：浙江省" />
      </Form.Item>
      <Form.Item
        name="adcode"
        label="行政区划代码"
        rules={[{ required: true, pattern: /^\d{6}$/, message: '6 位数字，如 330100' }]}
      >
        <Input />
      </Form.Item>
      <CoordinateFields />
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
