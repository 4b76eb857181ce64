/**
 * `@atrium/ui/submit`: the one submit of every form and its confirmation step. Not part of the
 * kit's main entry (a federated singleton loaded whole on /home's first load, where no form
 * submits): the apps that have forms bundle it, and it takes the kit's pieces (BottomSheet,
 * Button, toast, the ui namespace) from the shared `@atrium/ui`.
 */
export { useSubmit, type Submit, type SubmitOptions } from './use-submit';
export { ConfirmSheet, type Confirmation, type ConfirmRow, type ConfirmSheetProps } from './confirm-sheet';
