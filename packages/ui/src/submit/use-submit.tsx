import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { showLoadingOverlay, toast } from '@atrium/ui';
import { ConfirmSheet, type Confirmation } from './confirm-sheet';

export interface SubmitOptions<R> {
  /**
   * Checks the form before anything else (marking its fields as tried, say): false stops here,
   * with nothing sent and nothing asked.
   */
  check?: () => boolean;
  /** What the action will do, asked before it is sent: every money action has one. */
  confirm?: () => Confirmation;
  /** The result, shown once (a toast, a result screen). */
  onDone?: (result: R) => void;
  /**
   * A long action that blocks the screen (a withdrawal, an upload, an order): the loading overlay
   * shows while it runs, after a short delay so a quick one does not flash it, and for 5000 ms at
   * most (spec §9). The button stays busy until the action settles, whatever the overlay does.
   */
  blocking?: boolean;
  /** The overlay's text (default: the translated "Submitting…"). */
  overlayText?: string;
}

export interface Submit {
  /** The action is under way (set before anything is awaited). */
  busy: boolean;
  /** Starts the submit: the check, the confirmation if any, then the action. A repeat meanwhile does nothing. */
  submit(): void;
  /** The confirmation sheet: render it in the form. */
  confirmation: ReactNode;
}

/**
 * An error someone already told the user about (@atrium/api's refusals, which carry
 * `shown: true`), or that needs no word (a cancel by the user): not shown again.
 */
function alreadySaid(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { shown, name, kind } = error as { shown?: unknown; name?: unknown; kind?: unknown };
  return shown === true || name === 'AbortError' || kind === 'cancelled';
}

/**
 * The one submit of every form (it knows no API: it takes the action as a function). A form's
 * button calls `submit`; three taps in the same instant run the action once, because the guard
 * is taken synchronously, before the confirmation opens and before anything is awaited. A money
 * action passes `confirm`: what will happen is shown, and only its Confirm sends. An error the
 * API client already showed is not shown twice; any other error is shown, never swallowed.
 */
export function useSubmit<R>(action: () => Promise<R>, { check, confirm, onDone, blocking = false, overlayText }: SubmitOptions<R> = {}): Submit {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  /** A submit is under way: from the first tap, through the confirmation, to the action's end. */
  const taken = useRef(false);
  /** The action itself is running: a second tap on Confirm in the same instant finds it taken. */
  const running = useRef(false);

  async function run() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    // Closed before the result is shown, so the result's toast is what the user sees next.
    const unblock = blocking ? showLoadingOverlay(overlayText ?? t('submitting')) : undefined;
    try {
      const result = await action();
      unblock?.();
      onDone?.(result);
    } catch (error) {
      unblock?.();
      if (!alreadySaid(error)) {
        // Only the kind of failure: a submit may carry passwords, so not its details.
        console.error(`submit failed: ${error instanceof Error ? error.name : typeof error}`);
        toast(t('unexpected_error'));
      }
    } finally {
      running.current = false;
      taken.current = false;
      setAsking(null);
      setBusy(false);
    }
  }

  function submit() {
    if (taken.current) return;
    if (check && !check()) return;
    taken.current = true;
    if (confirm) setAsking(confirm());
    else void run();
  }

  const confirmation = (
    <ConfirmSheet
      confirmation={asking}
      busy={busy}
      onConfirm={() => void run()}
      onCancel={() => {
        if (running.current) return;
        taken.current = false;
        setAsking(null);
      }}
    />
  );

  return { busy, submit, confirmation };
}
