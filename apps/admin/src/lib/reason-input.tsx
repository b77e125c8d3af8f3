import { Input } from 'antd';
import type { CSSProperties } from 'react';

/** What a console user writes to go with a decision (a reason, a reply): up to 200 characters, counted. */
export function ReasonInput({
  value,
  onChange,
  placeholder,
  testId,
  style,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
  style?: CSSProperties;
}) {
  return (
    <Input.TextArea
      rows={3}
      maxLength={200}
      showCount
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      data-testid={testId}
      style={style}
    />
  );
}
