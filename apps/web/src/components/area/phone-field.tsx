import { useId, useState } from 'react';
import { NumberInput } from '../number-input';
import { FieldError } from './field-error';

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
      <FieldError id={id} text={error} className={styles.fieldError} />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/** The sentences a booking form's phone is said in, under these keys in the area's own dictionary. */
type BookPhoneKey = 'book.phone' | 'book.phonePlaceholder' | 'book.phoneHint';

/** The phone of a booking form (the shuttle's, coach-for-hire's): the area's `book.phone…` words, test id `book-phone`. */
export function BookPhoneField({
  words,
  ...rest
}: Omit<Props, 'label' | 'placeholder' | 'hint' | 'testId'> & { words: (key: BookPhoneKey) => string }) {
  return (
    <PhoneField
      label={words('book.phone')}
      placeholder={words('book.phonePlaceholder')}
      hint={words('book.phoneHint')}
      testId="book-phone"
      {...rest}
    />
  );
}

/** A form's phone as typed, and what typing does: keeps the digits and calls `onType` (clearing its error). */
export function usePhoneInput(onType: () => void): [string, (value: string) => void] {
  const [phone, setPhone] = useState('');
  return [
    phone,
    (value) => {
      setPhone(value);
      onType();
    },
  ];
}
