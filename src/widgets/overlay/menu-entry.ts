// The entries of a Dropdown or a ContextMenu, as data: each kind is rendered by the menu itself.
export type MenuEntry =
  | {
      readonly kind: 'item';
      readonly id: string;
      readonly label: string;
      readonly onSelect: () => void;
      readonly disabled?: boolean;
      /** Destructive actions (Delete) are drawn in the error colour. */
      readonly danger?: boolean;
      /** Shown on the right, e.g. "Ctrl+D"; purely a hint. */
      readonly shortcut?: string;
    }
  | { readonly kind: 'separator'; readonly id: string }
  | { readonly kind: 'label'; readonly id: string; readonly label: string }
  | { readonly kind: 'sub'; readonly id: string; readonly label: string; readonly entries: readonly MenuEntry[] };
