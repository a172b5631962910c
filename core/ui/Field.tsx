import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The input itself, e.g. to focus the first field that failed. */
  ref?: Ref<HTMLInputElement>;
  /** The rule that failed, already translated; shown under the input and announced. */
  error?: string | null;
}

/** A labelled input whose error is tied to it for screen readers (aria-describedby). */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="wl-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <span id={errorId} className="wl-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
