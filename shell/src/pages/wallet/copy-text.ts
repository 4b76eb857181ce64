/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else a hidden
 * textarea and execCommand (older wallet browsers, insecure origins). True when it worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the fallback may still work.
    }
  }
  return copyWithSelection(text, doc);
}

function copyWithSelection(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  const focused = doc.activeElement as HTMLElement | null;
  area.value = text;
  area.readOnly = true;
  // Kept out of sight without a style attribute (the CSP forbids inline styles; CSSOM is allowed).
  area.style.position = 'fixed';
  area.style.insetBlockStart = '-100vh';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  // iOS selects nothing without an explicit range.
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus?.();
  return copied;
}
