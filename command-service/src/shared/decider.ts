/**
 * A use case as two pure functions (Emmett style): `evolve` folds past events into state, `decide`
 * turns a command and the state into new events. No I/O, so they are tested with given/when/then.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}
