interface ChoiceGroupProps<T extends string> {
  /** Given to the first box, so a refused group can take the focus like any field. */
  readonly id: string;
  readonly legend: string;
  readonly choices: readonly T[];
  readonly labelOf: (choice: T) => string;
  readonly selected: readonly T[];
  readonly onChange: (selected: T[]) => void;
  readonly error?: string;
}

/** Several of a fixed set, as checkboxes in a fieldset whose legend names the question. */
export function ChoiceGroup<T extends string>({ id, legend, choices, labelOf, selected, onChange, error }: ChoiceGroupProps<T>) {
  const errorId = `${id}-error`;
  const toggle = (choice: T, on: boolean) => onChange(on ? choices.filter((one) => one === choice || selected.includes(one)) : selected.filter((one) => one !== choice));
  return (
    <fieldset className={error ? 'choice-group choice-group--invalid' : 'choice-group'} aria-describedby={error ? errorId : undefined}>
      <legend className="form-fieldset__legend">{legend}</legend>
      <ul className="choice-group__list">
        {choices.map((choice, index) => (
          <li key={choice}>
            <label className="choice-group__choice">
              <input
                type="checkbox"
                id={index === 0 ? id : undefined}
                checked={selected.includes(choice)}
                aria-invalid={Boolean(error)}
                onChange={(event) => toggle(choice, event.target.checked)}
              />
              {labelOf(choice)}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
