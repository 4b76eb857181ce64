// The kit's pieces from the shared @atrium/ui, and with them the shell's one router (remotes may not bundle their own).
import { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from '@atrium/ui';

/** Omit that keeps a union a union (a link with `to`, a link with `href`). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Props of {@link LinkButton}: a router link's (`to`) or an anchor's (`href`) props to go somewhere, or a button's to do something. */
export type LinkButtonProps = OmitEach<ButtonLinkProps, 'variant'> | (Omit<ButtonProps, 'variant'> & { to?: never; href?: never });

/**
 * A text action in the brand colour ("Details", "Top up", "Add a card", "View order"): no
 * underline, a ≥ 44 px tap target and the focus ring. With `to` it is a router link to a screen
 * of the app, with `href` a link elsewhere, otherwise a button: the kit's `ButtonLink` and
 * `Button` in their `text` look, so links and actions read the same.
 */
export function LinkButton(props: LinkButtonProps) {
  if (props.to !== undefined || ('href' in props && props.href !== undefined)) return <ButtonLink {...(props as ButtonLinkProps)} variant="text" />;
  return <Button {...(props as Omit<ButtonProps, 'variant'>)} variant="text" />;
}
