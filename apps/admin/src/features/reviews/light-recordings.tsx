import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, AutoComplete, Button, Modal, Popconfirm, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { useSubmit } from '../../lib/submit';
import { uploadRecording } from './upload-recording';

type Item = AdminApiMap['GET /admin/reviews/light-sets/recordings']['response']['items'][number];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} 秒`;

/**
 * The recorded voices of one set (a field's own, or the standard set with `fieldId` null): per instruction
 * the generated voice to compare, each voice's recording to listen to, an upload in the voice named above
 * (MP3, M4A or WAV; the server trims the silence and evens the loudness) and a removal. Students hear a
 * recording where their chosen voice has one, and the generated voice otherwise.
 */
export function LightRecordings({
  fieldId,
  title,
  onClose,
}: {
  fieldId: number | null;
  title: string;
  onClose: () => void;
}) {
  const key = ['admin', 'reviews', 'light-recordings', fieldId] as const;
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () =>
      api('GET /admin/reviews/light-sets/recordings', { query: fieldId === null ? {} : { field_id: fieldId } }),
  });
  const [voice, setVoice] = useState('男声');
  const upload = useSubmit(
    (input: { item: string; file: File }) =>
      uploadRecording({ fieldId, key: input.item, voice: voice.trim() }, input.file),
    {
      success: (r) => `已保存「${r.voice}」录音，去掉静音后 ${seconds(r.voice_ms)}`,
      refetch: [key],
    },
  );
  const remove = useSubmit(
    (input: { item: string; voice: string }) =>
      api('POST /admin/reviews/light-sets/recordings/delete', {
        body: { field_id: fieldId, key: input.item, voice: input.voice },
      }),
    { success: '已删除录音', refetch: [key] },
  );
  return (
    <Modal title={title} open footer={null} onCancel={onClose} width={1000} destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>上传到语音：</Typography.Text>
        <AutoComplete
          value={voice}
          onChange={setVoice}
          options={(data?.voices ?? []).map((v) => ({ value: v }))}
          style={{ width: 160 }}
          placeholder="如 男声、女声、粤语"
          data-testid="recording-voice"
        />
        <Typography.Text type="secondary">MP3、M4A 或 WAV；首尾静音会被去掉，音量统一。</Typography.Text>
      </Space>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Item>
        rowKey="key"
        size="small"
        loading={isPending}
        dataSource={data?.items}
        pagination={false}
        columns={[
          {
            title: '指令',
            key: 'text',
            render: (_: unknown, i: Item) => (
              <>
                <Typography.Text code>{i.key}</Typography.Text> {i.text}
              </>
            ),
          },
          {
            title: '合成语音',
            key: 'synthetic',
            width: 220,
            render: (_: unknown, i: Item) => (
              <Space direction="vertical" size={0}>
                {/* biome-ignore lint/a11y/useMediaCaption: a spoken instruction whose words are in the row */}
                <audio controls preload="none" src={i.synthetic.audio} style={{ height: 32, width: 200 }} />
                <Typography.Text type="secondary">{seconds(i.synthetic.voice_ms)}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '录音',
            key: 'recordings',
            render: (_: unknown, i: Item) => (
              <Space direction="vertical" data-testid={`recordings-${i.key}`}>
                {i.recordings.map((r) => (
                  <Space key={r.voice} wrap data-testid={`recording-${i.key}-${r.voice}`}>
                    <Tag color={r.current ? 'processing' : 'warning'}>{r.voice}</Tag>
                    {/* biome-ignore lint/a11y/useMediaCaption: a spoken instruction whose words are in the row */}
                    <audio controls preload="none" src={r.audio} style={{ height: 32, width: 200 }} />
                    <Typography.Text data-testid="recording-ms" data-ms={r.voice_ms}>
                      {seconds(r.voice_ms)}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {r.uploaded_by} {chinaTime(r.uploaded_at)}
                    </Typography.Text>
                    {!r.current && <Typography.Text type="warning">指令文字已改，学员听到合成语音</Typography.Text>}
                    <Popconfirm
                      title={`删除「${r.voice}」的这条录音？`}
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => remove.mutate({ item: i.key, voice: r.voice })}
                    >
                      <Button size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                ))}
                <Upload
                  accept=".mp3,.m4a,.wav,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav"
                  showUploadList={false}
                  disabled={!voice.trim() || upload.isPending}
                  beforeUpload={(file) => {
                    upload.mutate({ item: i.key, file });
                    return false;
                  }}
                >
                  <Button size="small" data-testid={`recording-upload-${i.key}`} loading={upload.isPending}>
                    上传「{voice.trim() || '…'}」录音
                  </Button>
                </Upload>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
