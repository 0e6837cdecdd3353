import { forwardRef, type HTMLAttributes } from "react";
import styles from "./__NAME__.module.css";

export interface __NAME__Props extends HTMLAttributes<HTMLDivElement> {}

export const __NAME__ = forwardRef<HTMLDivElement, __NAME__Props>(
  ({ className, children, ...rest }, ref) => (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(" ")} {...rest}>
      {children}
    </div>
  ),
);
__NAME__.displayName = "__NAME__";
