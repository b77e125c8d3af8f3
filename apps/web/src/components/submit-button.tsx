import type { ComponentProps } from 'react';
import { useSubmitCooldown } from '../lib/debounce';
import { PrimaryButton } from './primary-button';

type Props = Omit<ComponentProps<typeof PrimaryButton>, 'type' | 'ref'>;

/** A form's submit button, disabled for 2000 ms after each submission (docs/product.md#input-and-display-rules). */
export function SubmitButton({ disabled, ...rest }: Props) {
  const [ref, cooling] = useSubmitCooldown();
  return <PrimaryButton ref={ref} type="submit" disabled={disabled || cooling} {...rest} />;
}
