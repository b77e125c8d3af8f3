import type { ComponentProps } from 'react';
import styles from './primary-button.module.css';

interface Props extends ComponentProps<'button'> {
  variant?: 'solid' | 'ghost';
  size?: 'normal' | 'small';
  block?: boolean;
}

/** The app's button: solid or outlined, normal or small, inline or full width. */
export function PrimaryButton({ variant = 'solid', size = 'normal', block, className, type, ...rest }: Props) {
  const classes = [
    styles.button,
    variant === 'ghost' && styles.ghost,
    size === 'small' && styles.small,
    block && styles.block,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <button type={type ?? 'button'} className={classes} {...rest} />;
}
