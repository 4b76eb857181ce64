/**
 * `@atrium/ui/controls`: the kit's form controls beyond text and amounts — a switch, a checkbox,
 * a select, a fieldset, a file picker, a chip picker for long lists and a text action. Not part of
 * the kit's main entry (a federated singleton loaded whole on /home's first load): the screens
 * that use them bundle them, and they take the kit's shared pieces (Button, BottomSheet,
 * RadioList, TextField, the router's Link, the ui namespace) from `@atrium/ui`.
 */
export { Switch, type SwitchProps } from './switch';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Select, type SelectOption, type SelectProps } from './select';
export { Fieldset, type FieldsetProps } from './fieldset';
export { FilePicker, type FilePickerProps } from './file-picker';
export { acceptsFile, acceptedTypeNames } from './file-types';
export { ChipPicker, type ChipOption, type ChipPickerProps } from './chip-picker';
export { LinkButton, type LinkButtonProps } from './link-button';
