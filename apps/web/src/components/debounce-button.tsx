import type { ComponentProps } from 'react';
import { DEBOUNCE_MS, useDebouncedAction } from '../lib/debounce';
import { PrimaryButton } from './primary-button';

type Props = Omit<ComponentProps<typeof PrimaryButton>, 'onClick'> & { onClick: () => unknown; wait?: number };

/** A button that acts on the first tap and stays disabled for 2000 ms (docs/product.md#input-and-display-rules). */
export function DebounceButton({ onClick, wait = DEBOUNCE_MS, disabled, ...rest }: Props) {
  const [run, busy] = useDebouncedAction(onClick, wait);
  return <PrimaryButton {...rest} disabled={disabled || busy} onClick={() => run()} />;
}
