import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useFailure } from '../../lib/submit';
import { uploadImage } from './upload-image';

/** The pictures the server takes (it re-encodes each as a fresh JPEG). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

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
  const fail = useFailure();
  const [uploading, setUploading] = useState(false);

  async function pick(file: File) {
    setUploading(true);
    try {
      onChange?.((await uploadImage(file)).url);
    } catch (error) {
      fail(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Space align="start">
      {value && (
        <Image src={value} width={160} height={90} style={{ objectFit: 'cover' }} data-testid={`${testId}-image`} />
      )}
      <Space direction="vertical">
        <Upload
          accept={IMAGE_TYPES}
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} data-testid={`${testId}-upload`}>
            {value ? '更换图片' : '上传图片'}
          </Button>
        </Upload>
        {value && optional && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            移除
          </Button>
        )}
      </Space>
    </Space>
  );
}
