import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useFailure } from '../../lib/submit';
import { uploadVideo } from './upload-video';

/** Picks an MP4 and sends it; the transcode it queues then shows in the lesson's row. */
export function UploadButton({ lessonId, courseKey }: { lessonId: number; courseKey: readonly unknown[] }) {
  const { message } = App.useApp();
  const fail = useFailure();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);

  async function send(file: File) {
    setSent(0);
    try {
      await uploadVideo(lessonId, file, setSent);
      message.success('上传完成，已开始转码');
      await queryClient.invalidateQueries({ queryKey: courseKey });
    } catch (error) {
      fail(error);
    } finally {
      setSent(null);
    }
  }

  return (
    <Upload
      accept="video/mp4"
      showUploadList={false}
      disabled={sent !== null}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Button size="small" icon={<UploadOutlined />} loading={sent !== null} data-testid={`upload-${lessonId}`}>
        {sent === null ? '上传视频' : `上传中 ${sent}%`}
      </Button>
    </Upload>
  );
}
