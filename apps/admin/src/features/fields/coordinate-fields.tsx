import { Form, InputNumber } from 'antd';

/** A place's longitude and latitude, to the millionth of a degree, within China's. */
export function CoordinateFields() {
  return (
    <>
      <Form.Item name="lng" label="经度" rules={[{ required: true, type: 'number', min: 73, max: 136 }]}>
        <InputNumber style={{ width: '100%' }} step={0.000001} />
      </Form.Item>
      <Form.Item name="lat" label="纬度" rules={[{ required: true, type: 'number', min: 3, max: 54 }]}>
        <InputNumber style={{ width: '100%' }} step={0.000001} />
      </Form.Item>
    </>
  );
}
