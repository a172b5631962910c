import { useState } from 'react';

/**
 * When a field may speak its own rule: once the person typed in it and left it. An untouched
 * field (a new form, one emptied after a success) says nothing when focus merely passes through.
 */
export function useTypedAndLeft() {
  const [left, setLeft] = useState(false);
  const [typed, setTyped] = useState(false);
  return {
    /** The field's rule may show. */
    speaks: left && typed,
    /** From the field's change handler (or a preset that fills it). */
    typed: () => setTyped(true),
    /** From the field's blur handler (or a preset that fills it). */
    left: () => setLeft(true),
  };
}
