/**
 * `@atrium/ui/segmented`: the choices of the order forms. `SegmentedControl` for a two-to-four-way
 * choice (Long / Short, Buy / Sell, Market / Limit, Up / Down) and `PercentChips` for the quick
 * shares under an amount (25 / 50 / 75 / 100 % or All). Not part of the kit's main entry, which is
 * a federated singleton loaded whole on /home's first load: the remotes that use this bundle it,
 * and it takes the kit's formatter from the shared `@atrium/ui`.
 */
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './segmented-control';
export { PercentChips, QUARTERS, type PercentChipsProps } from './percent-chips';
