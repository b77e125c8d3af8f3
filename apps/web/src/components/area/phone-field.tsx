import { useId } from 'react';
import { NumberInput } from '../number-input';

interface Props {
  label: string;
  placeholder: string;
  /** Said under the box: what the number is for. */
  hint: string;
  value: string;
  error?: string;
  testId: string;
  /** The area's classes for a form field: field, label, input, fieldError, hint. */
  styles: CSSModuleClasses;
  onChange: (value: string) => void;
}

/** The mobile number a booking form asks for (the shuttle's, coach-for-hire's, on-site practice's). */
export function PhoneField({ label, placeholder, hint, value, error, testId, styles, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <NumberInput
        id={id}
        className={styles.input}
        maxLength={11}
        autoComplete="tel"
        placeholder={placeholder}
        value={value}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={onChange}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
