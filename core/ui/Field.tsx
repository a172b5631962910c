import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The input itself, e.g. to focus the first field that failed. */
  ref?: Ref<HTMLInputElement>;
  /** The rule that failed, already translated; shown under the input and announced. */
  error?: string | null;
  /** A note under the input, already translated, read with it (aria-describedby). */
  hint?: string | null;
}

/**
 * A labelled input whose error is tied to it for screen readers (aria-describedby). A required
 * input's label carries the "*" that forms explain ("fields marked * are required", §5); screen
 * readers skip the star and hear the input's own required state instead. A hint sits between
 * the input and its error and is read with the input as well.
 */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined;
  return (
    <div className="wl-field">
      {input.required ? (
        // The star stays outside the label, so the input's name is the label alone.
        <span className="wl-field__label">
          <label htmlFor={id}>{label}</label>
          <span className="wl-field__required" aria-hidden="true">
            *
          </span>
        </span>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <span id={hintId} className="wl-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="wl-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
