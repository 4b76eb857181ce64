/** A wallet drawing for the wallet screens' heads (decorative). */
export function WalletGlyph({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" fill="none" aria-hidden="true" focusable="false">
      <rect x="6" y="16" width="52" height="38" rx="7" fill="currentColor" opacity="0.12" />
      <path d="M14 16 42 8a4 4 0 0 1 5 3.8V16" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <rect x="6" y="16" width="52" height="38" rx="7" stroke="currentColor" strokeWidth="3" />
      <path d="M58 29H45a6 6 0 0 0 0 12h13" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="46" cy="35" r="2.5" fill="currentColor" />
    </svg>
  );
}
