import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space } from 'antd';
import { useRef, useState } from 'react';
import { uploadImage } from './upload-image';

/**
 * A form field holding an image's address: chosen from the computer, uploaded (the server re-encodes it) and
 * shown small; removable when the field may be empty.
 */
export function ImageField({
  value,
  onChange,
  testId,
  optional = true,
}: {
  value?: string;
  onChange?: (url: string) => void;
  testId: string;
  optional?: boolean;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      onChange?.((await uploadImage(file)).url);
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Space align="start">
      {value && (
        <Image src={value} width={160} height={90} style={{ objectFit: 'cover' }} data-testid={`${testId}-image`} />
      )}
      <Space direction="vertical">
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          {value ? '更换图片' : '上传图片'}
        </Button>
        {value && optional && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            移除
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid={`${testId}-file`}
      />
    </Space>
  );
}
