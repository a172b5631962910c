/**
 * Playwright's Firefox-over-BiDi types text (`fill`, `insertText`) by setting the input's `value`
 * and dispatching an untrusted `input` event. React records every `value` set through the element
 * (its value tracker), sees the event's value as the one it already knows, and fires no onChange:
 * every controlled field of the app stayed empty in Firefox ("Enter an amount."). Chromium types
 * through the browser's input pipeline and never meets this.
 *
 * Run in the page before its scripts (Firefox projects only): for each such event, the field's
 * tracked value is first set to one no person types and the typed value put back through the
 * prototype's own setter, which React does not watch, so React sees the change a keystroke makes.
 * Trusted events (real key presses, `pressSequentially`) are left alone.
 */
export function bridgeBidiTextInput(): void {
  const setters = [HTMLInputElement.prototype, HTMLTextAreaElement.prototype].map(
    (prototype) => Object.getOwnPropertyDescriptor(prototype, 'value')!.set!,
  );
  window.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (event.isTrusted) return;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      const typed = field.value;
      field.value = '\u0000';
      setters[field instanceof HTMLInputElement ? 0 : 1]!.call(field, typed);
    },
    true,
  );
}
