import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A console form in a dialog: 保存 checks the fields and hands them to `onSave` (the dialog stays open while
 * `saving`); 取消 or closing calls `onCancel`, and the fields are forgotten with the dialog.
 */
export function FormModal<Fields>({
  form,
  title,
  width,
  saving,
  onSave,
  onCancel,
  initialValues,
  requiredMark,
  testId,
  children,
}: {
  form: FormInstance<Fields>;
  title: ReactNode;
  width?: number;
  saving: boolean;
  onSave: (values: Fields) => void;
  onCancel: () => void;
  initialValues?: FormProps<Fields>['initialValues'];
  /** false: no mark on the required fields' labels. */
  requiredMark?: FormProps<Fields>['requiredMark'];
  /** The form's data-testid. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      width={width}
      title={title}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void form.validateFields().then(onSave)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        data-testid={testId}
      >
        {children}
      </Form>
    </Modal>
  );
}
