/**
 * @atrium/ui: the mobile UI kit of Atrium and its design tokens.
 *
 * A federated singleton, not tree-shaken: everything reachable from here is in the first load
 * of the home page, so heavy code (DOMPurify, the QR encoder) is imported on use inside the
 * components that need it. Styles: import `@atrium/ui/tokens.css` first, then
 * `@atrium/ui/base.css`.
 */

export { uiI18nReady, UI_NAMESPACE } from './i18n/register';

export {
  formatAmount,
  formatMoney,
  formatAmountRange,
  formatPrice,
  abbreviate,
  formatPercent,
  formatChangePercent,
  floorToDecimals,
  trendOf,
  NO_VALUE,
  type DecimalInput,
  type FormatOptions,
} from './format/format-number';
export { numberMarks, type NumberMarks } from './format/number-marks';

export { Icon, type IconName, type IconProps } from './icon/icon';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Button, type ButtonProps } from './button/button';
export { ButtonLink, type ButtonLinkProps } from './button/button-link';
export { CopyButton, type CopyButtonProps } from './copy-button/copy-button';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { Page, type PageProps } from './page/page';
export { Section, type SectionProps, type SectionElement } from './page/section';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { PasswordField, type PasswordFieldProps } from './text-field/password-field';
export {
  toast,
  TOAST_DURATION,
  LOADING_TOAST_DURATION,
  type ToastOptions,
} from './toast/toast-store';
export { ToastHost } from './toast/toast-host';
export { Dialog, type DialogProps } from './overlay/dialog';
export { BottomSheet, type BottomSheetProps } from './overlay/bottom-sheet';
export { LoadingOverlay, type LoadingOverlayProps } from './overlay/loading-overlay';
export { LoadingOverlayHost } from './overlay/loading-overlay-host';
export { showLoadingOverlay, LOADING_OVERLAY_DELAY } from './overlay/loading-overlay-store';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { LoadError, type LoadErrorProps } from './load-error/load-error';
export { StaleMarker, type StaleMarkerProps } from './stale-marker/stale-marker';
export { FlashText, type FlashTextProps } from './flash-text/flash-text';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export { sanitizeHtml } from './safe-html/sanitize-html';
export { NumberText, type NumberTextProps } from './number-text/number-text';
export { RadioList, type RadioItem, type RadioListProps } from './radio-list/radio-list';
export { SendCodeButton, RESEND_SECONDS, type SendCodeButtonProps } from './send-code-button/send-code-button';
export { AreaCodePicker, type AreaCodePickerProps } from './area-code-picker/area-code-picker';
export type { AreaCode, AreaCodeGroup } from './area-code-picker/area-code';
export { CaptchaImage, type CaptchaImageProps } from './captcha-image/captcha-image';
export { textLangAttributes, useTextLang, type TextLangAttributes } from './text-lang/text-lang';
