import type { InputHTMLAttributes } from 'react';
import { digitsOnly } from '../lib/number-only';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (digits: string) => void;
};

/** An input that keeps digits only (docs/product.md#input-and-display-rules), with the numeric keyboard on phones. */
export function NumberInput({ value, onChange, maxLength, ...rest }: Props) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      value={value}
      maxLength={maxLength}
      onChange={(e) => onChange(digitsOnly(e.target.value, maxLength))}
    />
  );
}
