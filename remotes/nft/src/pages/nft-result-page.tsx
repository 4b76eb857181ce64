// TEMPORARY-SCAFFOLD: replaced by the screen (issue 8); the build needs a module per route meanwhile.
export default function Scaffold() {
  return null;
}
