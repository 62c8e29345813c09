/**
 * What a visitor typed, chose or ticked on a server-rendered page before React hydrated it.
 *
 * React keeps such values on screen while it hydrates, but it does not tell the components: their
 * state still holds what the server rendered, and the next render of a control puts that back,
 * wiping what was typed (a slow phone, a name typed while the page's code loads; seen in the
 * browser tests on a busy machine). So right after hydration each such control is handed to React
 * as the event a person's typing or click would have sent.
 *
 * React notices a change by comparing a control with the value it last saw (it watches the
 * element's own `value`/`checked` property); the browser's setter on the prototype goes past it.
 * So the rendered value is set through the element, the visitor's through the prototype, and the
 * event follows, as Testing Library's `fireEvent.change` does. Every value is read first: the
 * first event re-renders the form, which puts the rendered values back into the others.
 *
 * Reads the early values now and answers how to hand each over later. Read as soon as the page has
 * hydrated: an event React handles after that re-renders the form and puts the rendered values
 * back on screen, but the replays still hold what was typed.
 */
export function earlyInputReplays(root: ParentNode): (() => void)[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')]
    .filter((control) => !control.disabled)
    .map(replayOf)
    .filter((replay) => replay !== undefined);
}

/** How to hand React this control's early value, or undefined when it holds what was rendered. */
function replayOf(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): (() => void) | undefined {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    const chosen = control.checked;
    // A radio group's change is the radio now chosen; the one rendered as chosen follows it.
    if (chosen === control.defaultChecked || (control.type === 'radio' && !chosen)) return undefined;
    return () => {
      control.checked = !chosen;
      // The browser flips it back and sends the click React's onChange listens to.
      control.click();
    };
  }
  if (control instanceof HTMLSelectElement) {
    if ([...control.options].every((option) => option.selected === option.defaultSelected)) return undefined;
    const chosen = control.value;
    return () => {
      control.value = chosen;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  const typed = control.value;
  const rendered = control.defaultValue;
  if (UNTYPED.has(control.type) || typed === rendered) return undefined;
  const prototype = control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  return () => {
    // Typed into again since, through React: what is there now is newer.
    if (control.value !== typed && control.value !== rendered) return;
    control.value = rendered;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/** Inputs a person does not type a value into (a file input's value cannot even be set). */
const UNTYPED = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);
