/**
 * Fluent's Dropdown, as every list of the pane uses it: none is clearable (each always has a choice),
 * so its hidden clear button, which Fluent renders by default with the English name "Clear selection"
 * that screen readers announce, is not rendered at all.
 */
import { Dropdown, type DropdownProps } from "@fluentui/react-components";

export function ListaSuspensa(props: DropdownProps) {
  return <Dropdown {...props} clearButton={null} />;
}
