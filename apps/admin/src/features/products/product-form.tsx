import type { AdminApiMap } from '@xueche/contract';
import { Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';
import { PRODUCTS_KEY, type Product } from './products-api';

type Body = AdminApiMap['POST /admin/products/save']['body'];
interface Values extends Omit<Body, 'price_fen' | 'id'> {
  price_yuan: number;
}

/** Yuan as typed (two decimals at most) → integer fen, without floating-point drift. */
export const fenOf = (yuan: number) => Math.round(yuan * 100);

/** Creates or edits a product: the price in yuan, what a paid order opens, the refund terms shown before paying. */
export function ProductForm({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSubmit(
    ({ price_yuan, ...values }: Values) =>
      api('POST /admin/products/save', {
        body: { ...values, ...(product ? { id: product.id } : {}), price_fen: fenOf(price_yuan) },
      }),
    { success: '已保存', refetch: [PRODUCTS_KEY], form, done: onClose },
  );
  const isCourse = product?.kind === 'course';
  return (
    <Modal
      title={product ? `编辑商品：${product.title}` : '新建商品'}
      open
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          product
            ? { ...product, price_yuan: product.price_fen / 100 }
            : { kind: 'vip', vip_subjects: [], course: false, sort: 0, summary: '' }
        }
        onFinish={(values) => save.mutate(values)}
        data-testid="product-form"
      >
        <Form.Item
          name="slug"
          label="标识"
          rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9-]{1,39}$/, message: '2–40 位小写字母、数字或 -' }]}
        >
          <Input disabled={isCourse} data-testid="product-slug" />
        </Form.Item>
        <Form.Item name="kind" label="类型">
          <Select
            disabled={isCourse}
            options={[
              { value: 'vip', label: 'VIP 题库' },
              { value: 'bundle', label: '套餐' },
              ...(isCourse ? [{ value: 'course', label: '考场课程' }] : []),
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label="名称" rules={[{ required: true, min: 2, max: 40, message: '名称 2–40 字' }]}>
          <Input data-testid="product-title" />
        </Form.Item>
        <Form.Item name="summary" label="简介" rules={[{ max: 200, message: '最多 200 字' }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="price_yuan"
          label="价格（元）"
          rules={[
            { required: true, message: '请填写价格' },
            {
              validator: (_, v: number) =>
                v > 0 && v <= 100_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6
                  ? Promise.resolve()
                  : Promise.reject(new Error('价格应在 0.01–100000 元之间，最多两位小数')),
            },
          ]}
        >
          <InputNumber min={0} step={1} style={{ width: 200 }} prefix="¥" data-testid="product-price" />
        </Form.Item>
        <Form.Item name="vip_subjects" label="开通 VIP 题库">
          <Checkbox.Group
            options={[
              { value: 1, label: '科目一' },
              { value: 4, label: '科目四' },
            ]}
          />
        </Form.Item>
        <Form.Item name="course" valuePropName="checked">
          <Checkbox disabled={isCourse}>开通考场课程</Checkbox>
        </Form.Item>
        <Form.Item
          name="refund_terms"
          label="退款规则"
          rules={[{ required: true, min: 4, max: 500, message: '退款规则 4–500 字，付款前展示给学员' }]}
        >
          <Input.TextArea rows={3} data-testid="product-refund-terms" />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={10_000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
