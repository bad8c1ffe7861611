import { cloneElement, useId, type ReactElement } from 'react';
import { ErrorIcon, FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './Field.styles';

/** The props Field sets on its child control. */
export interface FieldControlProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

export interface FieldProps {
  /** Visible label (translated). */
  label: string;
  /** Help text under the control, linked with aria-describedby. */
  hint?: string;
  /** Error text: marks the control aria-invalid and is linked with aria-describedby; shown with an icon. */
  error?: string;
  /** Marks the control required (native `required`) and shows a required mark. */
  required?: boolean;
  /** One control, e.g. <Input />. */
  children: ReactElement<FieldControlProps>;
  className?: string;
}

/** Label, control, hint and error, wired together for assistive technology. */
export function Field({ label, hint, error, required, children, className }: FieldProps) {
  const generatedId = useId();
  const child = children.props;
  const id = child.id ?? `${generatedId}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [child['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control = cloneElement(children, {
    id,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true } : {}),
    ...(required ? { required: true } : {}),
  });

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {control}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={errorId}>
          <ErrorIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zm0 3a1 1 0 0 0-1 1v3.5a1 1 0 0 0 2 0V5a1 1 0 0 0-1-1zm0 7a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
          </ErrorIcon>
          <span>{error}</span>
        </FieldError>
      )}
    </FieldRoot>
  );
}
