import styles from './coach-account.module.css';

interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (name: string) => void;
  readOnly?: boolean;
  error?: string;
}

/** The person's name on a registration form (20 characters at most). */
export function NameField({ id, label, placeholder, value, onChange, readOnly, error }: Props) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        data-testid="reg-name"
        autoComplete="name"
        maxLength={20}
        placeholder={placeholder}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
