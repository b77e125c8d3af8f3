/** A field's sentence (the check's or the API's), `${id}-error` for the field's aria-describedby; nothing without one. */
export function FieldError({
  id,
  text,
  className,
}: {
  id: string;
  text: string | undefined;
  className: string | undefined;
}) {
  if (!text) return null;
  return (
    <p id={`${id}-error`} className={className} role="alert">
      {text}
    </p>
  );
}

/** The form's own sentence (a refusal naming none of its fields), above its button; nothing without one. */
export function FormAlert({
  text,
  className,
  testId,
}: {
  text: string | undefined;
  className: string | undefined;
  testId: string;
}) {
  if (!text) return null;
  return (
    <p className={className} role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
