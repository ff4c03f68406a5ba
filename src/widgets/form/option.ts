// A choice in a select or radio group (spec §3: select option value, label, disabled).
export interface Option {
  /** Non-empty: Radix Select reserves '' for "nothing chosen". */
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean | undefined;
}
