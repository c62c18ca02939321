/** Where the text box stood as the behaviour arrived: the live field takes over from there. */
export interface ComboboxHandoff {
  /** Text typed before the behaviour arrived; null for none. */
  query: string | null;
  /** A click or an arrow key asked for the list. */
  wantsList: boolean;
  /** The text box had the focus (on a server-rendered page, maybe since before React had it). */
  focused: boolean;
  /** Its selection (the caret). */
  selection: [number, number] | null;
}

/** What the text box before the behaviour (DormantBox) tells, and asks. */
export interface DormantSignals {
  /** Asks for the behaviour. */
  wake: () => void;
  typed: (query: string | null) => void;
  wantsList: (wants: boolean) => void;
  input: (node: HTMLInputElement | null) => void;
  /** The live field is replacing the text box: its leaving is not the user's blur. */
  arriving: () => boolean;
}
