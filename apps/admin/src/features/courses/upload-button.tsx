import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useRef, useState } from 'react';
import { uploadVideo } from './upload-video';

/** Picks an MP4 and sends it; the transcode it queues then shows in the lesson's row. */
export function UploadButton({ lessonId, courseKey }: { lessonId: number; courseKey: readonly unknown[] }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);

  async function send(file: File) {
    setSent(0);
    try {
      await uploadVideo(lessonId, file, setSent);
      message.success('上传完成，已开始转码');
      await queryClient.invalidateQueries({ queryKey: courseKey });
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setSent(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="video/mp4"
        hidden
        data-testid={`video-input-${lessonId}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button
        size="small"
        icon={<UploadOutlined />}
        loading={sent !== null}
        onClick={() => input.current?.click()}
        data-testid={`upload-${lessonId}`}
      >
        {sent === null ? '上传视频' : `上传中 ${sent}%`}
      </Button>
    </>
  );
}
