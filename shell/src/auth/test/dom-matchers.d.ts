// The DOM matchers (toBeInTheDocument, toHaveValue…) that config/vitest/setup-dom.ts installs,
// for the type checker: the shell's tsconfig does not list them, and only tests use them.
/// <reference types="@testing-library/jest-dom/vitest" />
