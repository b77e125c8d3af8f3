import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FieldError } from '../../components/area/field-error';
import { PrimaryButton } from '../../components/primary-button';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useCheckedSubmit } from '../../lib/use-checked-submit';
import { certKeys, type School } from './cert-api';
import styles from './certification.module.css';
import { type MessageKey, useT } from './messages';

const FIELDS = ['name', 'city', 'address', 'phone', 'intro'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The server's rules (contract limits and the phone pattern), checked here first with friendlier words. */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

export function validateSchool(v: Values): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  const len = (s: string) => s.trim().length;
  if (len(v.name) < 2 || len(v.name) > 40) errors.name = 'school.nameLength';
  if (len(v.city) < 2 || len(v.city) > 20) errors.city = 'school.cityLength';
  if (len(v.address) > 100) errors.address = 'school.addressLength';
  const phone = v.phone.replace(/\s+/g, '');
  if (phone && !PHONE.test(phone)) errors.phone = 'school.phoneInvalid';
  if (len(v.intro) > 500) errors.intro = 'school.introLength';
  return errors;
}

interface Props {
  /** Editing this school (one the coach added); a new school otherwise. */
  school?: School | null;
  onDone: (school: School) => void;
  onCancel?: () => void;
  /** A school with this name already exists in the city: the page searches for it. */
  onDuplicate?: (name: string) => void;
}

export function SchoolForm({ school, onDone, onCancel, onDuplicate }: Props) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [values, setValues] = useState<Values>({
    name: school?.name ?? '',
    city: school?.city ?? '',
    address: school?.address ?? '',
    phone: school?.phone ?? '',
    intro: school?.intro ?? '',
  });
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (v: Values) =>
      api('POST /v3/school/edit', {
        body: {
          ...(school ? { id: school.id } : {}),
          name: v.name.trim(),
          city: v.city.trim(),
          address: v.address.trim(),
          phone: v.phone.replace(/\s+/g, ''),
          intro: v.intro.trim(),
        },
      }),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: certKeys.coachInfo });
      void client.invalidateQueries({ queryKey: ['school', 'all'] });
      toast(t('school.saved'), 'success');
      onDone(saved);
    },
    onError: (error, v) => {
      const fields = isApiError(error) ? error.errors : {};
      const known = Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, errorMessage(error, '')]));
      setServerErrors(known);
      setFormError(errorMessage(error, t('school.saveFailed')));
      if (isApiError(error) && error.code === 409) onDuplicate?.(v.name.trim());
    },
  });

  const clientErrors = validateSchool(values);
  const { attempted, submit: handleSubmit } = useCheckedSubmit(clientErrors, mutation.isPending, () => {
    setServerErrors({});
    setFormError(null);
    mutation.mutate(values);
  });
  const shown: Partial<Record<Field, string>> = { ...serverErrors };
  if (attempted) for (const [f, key] of Object.entries(clientErrors)) shown[f as Field] = t(key);

  const input = (field: Field, multiline = false) => {
    const id = `${ids}-${field}`;
    const common = {
      id,
      name: field,
      className: styles.input,
      value: values[field],
      placeholder: t(`school.${field}Placeholder`),
      readOnly: mutation.isPending,
      'aria-invalid': shown[field] ? true : undefined,
      'aria-describedby': shown[field] ? `${id}-error` : undefined,
      'data-testid': `school-${field}`,
      onChange: (event: { target: { value: string } }) => {
        setValues((prev) => ({ ...prev, [field]: event.target.value }));
        setServerErrors(({ [field]: _, ...rest }) => rest);
      },
    };
    return (
      <div>
        <label className={styles.label} htmlFor={id}>
          {t(`school.${field}`)}
        </label>
        {multiline ? (
          <textarea {...common} rows={4} />
        ) : (
          <input {...common} type={field === 'phone' ? 'tel' : 'text'} />
        )}
        <FieldError id={id} text={shown[field]} className={styles.fieldError} />
      </div>
    );
  };

  return (
    <form className={`${styles.card} ${styles.form}`} data-testid="school-form" onSubmit={handleSubmit} noValidate>
      <h2 className={styles.sectionTitle}>{t(school ? 'school.editTitle' : 'school.addTitle')}</h2>
      {input('name')}
      {input('city')}
      {input('address')}
      {input('phone')}
      {input('intro', true)}
      {formError && (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <PrimaryButton variant="ghost" onClick={onCancel} disabled={mutation.isPending}>
            {t('school.cancel')}
          </PrimaryButton>
        )}
        <SubmitButton block data-testid="school-submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? t('school.saving') : t('school.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
