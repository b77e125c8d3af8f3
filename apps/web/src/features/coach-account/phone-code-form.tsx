import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { SubmitButton } from '../../components/submit-button';
import styles from './coach-account.module.css';
import { CodeField, isMobile, isSmsCode } from './code-field';
import { type FieldName, placeError } from './form-errors';
import { useT } from './messages';

interface Props<R> {
  /** Texts a code to the number (the page's endpoint and purpose). */
  send: (phone: string) => Promise<{ phone: string; resend_in: number }>;
  /** Binds the number with its code. */
  submit: (phone: string, code: string) => Promise<R>;
  onDone: (result: R) => void;
  submitLabel: string;
  /** Fields before the phone (a name, say). */
  children?: ReactNode;
}

/** A phone, its code and a submit button: what '/phone-reg', '/bindPhone' and '/coach-phone-verify' share. */
export function PhoneCodeForm<R>({ send, submit, onDone, submitLabel, children }: Props<R>) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => submit(phone, code),
    onSuccess: onDone,
    onError: (error) => {
      const placed = placeError(error, t('form.failed'));
      setErrors(placed.field);
      setFormError(placed.form);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: Partial<Record<FieldName, string>> = {};
    if (!isMobile(phone)) found.phone = t('check.phone');
    if (!isSmsCode(code)) found.code = t('check.code');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={mutation.isPending}>
      {children}
      <CodeField
        phone={phone}
        onPhoneChange={setPhone}
        code={code}
        onCodeChange={setCode}
        send={send}
        disabled={mutation.isPending}
        phoneError={errors.phone}
        codeError={errors.code}
      />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <SubmitButton block data-testid="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('form.submitting') : submitLabel}
      </SubmitButton>
    </form>
  );
}

/** The success screen of a phone form. */
export function PhoneDone({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.done} role="status" data-testid="phone-done">
      <div className={styles.doneMark} aria-hidden="true">
        ✓
      </div>
      <p className={styles.doneTitle}>{title}</p>
      {children}
    </div>
  );
}
