import { Alert, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';
import { bpOfPercent, percentOfBp } from './setting-value';
import { SETTINGS_KEY, type Setting } from './settings-api';

/**
 * The draft of a value in the control its kind uses: JSON is typed as text and read on saving, a rate is
 * typed as a percentage and saved as basis points.
 */
function draftOf(s: Setting): unknown {
  if (s.kind === 'json') return JSON.stringify(s.value, null, 2);
  if (s.kind === 'rate' && typeof s.value === 'number') return percentOfBp(s.value);
  return s.value;
}

/**
 * Edits one setting with a control for its kind. The server checks the value's shape and says what is
 * wrong; nothing changes until it accepts.
 */
export function SettingEditor({ setting, onClose }: { setting: Setting; onClose: () => void }) {
  const [draft, setDraft] = useState<unknown>(() => draftOf(setting));
  const [jsonError, setJsonError] = useState('');
  const save = useSubmit(
    (value: unknown) => api('POST /admin/settings/update', { body: { key: setting.key, value } }),
    {
      success: '已保存，立即生效',
      refetch: [SETTINGS_KEY],
      done: onClose,
    },
  );

  function submit() {
    if (setting.kind === 'rate') return save.mutate(typeof draft === 'number' ? bpOfPercent(draft) : draft);
    if (setting.kind !== 'json') return save.mutate(draft);
    try {
      save.mutate(JSON.parse(String(draft)));
    } catch {
      setJsonError('不是有效的 JSON');
    }
  }

  return (
    <Modal
      title={`修改：${setting.label}`}
      open
      okText="保存"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={setting.kind === 'json' ? 760 : 520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        <Typography.Text code>{setting.key}</Typography.Text> {setting.hint}
      </Typography.Paragraph>
      {setting.kind === 'switch' && (
        <Switch
          checked={draft === 1}
          onChange={(on) => setDraft(on ? 1 : 0)}
          checkedChildren="开"
          unCheckedChildren="关"
          data-testid="setting-input"
        />
      )}
      {setting.kind === 'integer' && (
        <InputNumber
          value={draft as number}
          onChange={(v) => setDraft(v)}
          step={1}
          style={{ width: 240 }}
          data-testid="setting-input"
        />
      )}
      {setting.kind === 'rate' && (
        <InputNumber
          value={draft as number}
          onChange={(v) => setDraft(v)}
          min={0}
          max={100}
          step={0.5}
          precision={2}
          suffix="%"
          style={{ width: 240 }}
          data-testid="setting-input"
        />
      )}
      {setting.kind === 'text' && (
        <Input.TextArea
          value={String(draft ?? '')}
          onChange={(e) => setDraft(e.target.value)}
          rows={3}
          data-testid="setting-input"
        />
      )}
      {setting.kind === 'json' && (
        <>
          <Input.TextArea
            value={String(draft)}
            onChange={(e) => {
              setDraft(e.target.value);
              setJsonError('');
            }}
            rows={12}
            style={{ fontFamily: 'monospace' }}
            data-testid="setting-input"
          />
          {jsonError && <Alert type="error" title={jsonError} showIcon style={{ marginTop: 8 }} />}
        </>
      )}
    </Modal>
  );
}
