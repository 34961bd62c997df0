import type { InputHTMLAttributes, ReactNode } from 'react';

interface ResetFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: ReactNode;
  readonly name: string;
  /** What the field expects (a rule), shown under it and announced with it. */
  readonly hint?: ReactNode;
  /** The field's own error, shown under it and announced with it. */
  readonly problem?: ReactNode;
}

/** A labelled input of the account forms (password reset, registration) with its hint and error next to it. */
export function ResetField({ label, name, hint, problem, className, ...input }: ResetFieldProps) {
  // The label holds the label alone: the hint and the error are the input's description, not its name.
  const inputId = `${name}-input`;
  const hintId = `${name}-hint`;
  const problemId = `${name}-problem`;
  const described = [hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div className={`login__field${className ? ` ${className}` : ''}`}>
      <label className="login__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} name={name} aria-invalid={problem ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint && (
        <span className="login__hint" id={hintId}>
          {hint}
        </span>
      )}
      {problem && (
        <span className="login__problem" id={problemId} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
