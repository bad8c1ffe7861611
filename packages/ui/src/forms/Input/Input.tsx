import type { InputHTMLAttributes, Ref } from 'react';
import { StyledInput } from './Input.styles';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the value as invalid (aria-invalid); Field sets it from its error. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A text input. Give it a name through Field (or aria-label / aria-labelledby). */
export function Input({ invalid, ref, type = 'text', ...rest }: InputProps) {
  const ariaInvalid = invalid ? true : rest['aria-invalid'];
  return <StyledInput ref={ref} type={type} {...rest} aria-invalid={ariaInvalid} />;
}
