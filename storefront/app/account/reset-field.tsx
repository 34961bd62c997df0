import type { InputHTMLAttributes, ReactNode } from 'react';

interface ResetFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: ReactNode;
  readonly name: string;
  /** The field's own error, shown under it and announced with it. */
  readonly problem?: ReactNode;
}

/** A labelled input of the password-reset forms with its error next to it. */
export function ResetField({ label, name, problem, ...input }: ResetFieldProps) {
  const problemId = `${name}-problem`;
  return (
    <label className="login__field">
      <span className="login__label">{label}</span>
      <input name={name} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} {...input} />
      {problem && (
        <span className="login__problem" id={problemId} role="alert">
          {problem}
        </span>
      )}
    </label>
  );
}
