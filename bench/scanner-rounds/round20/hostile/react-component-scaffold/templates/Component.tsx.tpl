import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styles from './__NAME__.module.css';

/** Props for {@link __NAME__}. */
export interface __NAME__Props extends ComponentPropsWithoutRef<'div'> {
  /** Visual variant. */
  variant?: 'default' | 'subtle';
}

export const __NAME__ = forwardRef<HTMLDivElement, __NAME__Props>(function __NAME__(
  { variant = 'default', className, ...rest },
  ref,
) {
  const cls = [styles.root, styles[variant], className].filter(Boolean).join(' ');
  return <div ref={ref} className={cls} {...rest} />;
});
