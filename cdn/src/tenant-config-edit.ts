import { parseModule } from 'magicast';

/**
 * Edits one remote's lines in a tenant's `config.js` and nothing else. magicast (recast on
 * @babel/parser: the parser the toolchain already trusts, and one that keeps every node's exact
 * source position) finds the nodes; the edit then replaces or inserts text at those positions
 * only. Reprinting even a changed object would reflow it (recast adds blank lines between
 * multi-line properties), so nothing is reprinted: comments, the `cdn` line and the layout of
 * every other line stay byte for byte, and an operator reviews the edit as a one-line diff.
 */

/** What `pnpm tenant:set` does to a remote's entry. */
export type RemoteEdit = { kind: 'version'; version: string } | { kind: 'channel'; channel: string } | { kind: 'off' };

export class ConfigEditError extends Error {
  override name = 'ConfigEditError';
}

// Babel's node shapes, as far as this file uses them.
interface Node {
  type: string;
  [key: string]: unknown;
}
interface ObjectNode extends Node {
  type: 'ObjectExpression';
  properties: PropertyNode[];
}
interface PropertyNode extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The object assigned to `window.__ATRIUM_PLATFORM_CONFIG__`, wherever it sits in the file. */
function configObject(node: unknown): ObjectNode | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = configObject(child);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  if (node.type === 'AssignmentExpression') {
    const left = node.left as Node & { property?: Node & { name?: string } };
    const right = node.right as Node;
    if (left.type === 'MemberExpression' && left.property?.name === '__ATRIUM_PLATFORM_CONFIG__' && right.type === 'ObjectExpression') {
      return right as ObjectNode;
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'loc' || key === 'comments' || key === 'tokens') continue;
    const found = configObject(child);
    if (found) return found;
  }
  return undefined;
}

const keyName = (property: PropertyNode) => property.key.name ?? (typeof property.key.value === 'string' ? property.key.value : undefined);

const findProperty = (object: ObjectNode, key: string) =>
  object.properties.find((p) => (p.type === 'ObjectProperty' || p.type === 'Property') && keyName(p) === key);

/** A key as the shipped configs write it: bare when it can be, else quoted (`'defi-finance'`). */
const keySource = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const literalSource = (value: string | boolean) => (typeof value === 'boolean' ? String(value) : quoted(value));

interface Splice {
  start: number;
  end: number;
  text: string;
}

const position = (node: Node, edge: 'start' | 'end') => node[edge] as number;

/**
 * The splices that add `propertyText` as the last property of `object`: after the last property
 * (its trailing comma and a comment ending its line stay with it), on a line of its own with the
 * same indentation when the object spans lines, else on the same line.
 */
function appendProperty(source: string, object: ObjectNode, propertyText: string): Splice[] {
  const last = object.properties.at(-1);
  if (!last) {
    const at = position(object, 'start') + 1;
    return [{ start: at, end: at, text: ` ${propertyText} ` }];
  }
  const end = position(last, 'end');
  const trailingComma = /^\s*,/.exec(source.slice(end));
  const comma: Splice[] = trailingComma ? [] : [{ start: end, end, text: ',' }];
  const afterComma = end + (trailingComma?.[0].length ?? 0);
  const lineStart = source.lastIndexOf('\n', position(last, 'start')) + 1;
  const objectOpens = source.lastIndexOf('\n', position(object, 'start')) + 1;
  if (lineStart === objectOpens) return [...comma, { start: afterComma, end: afterComma, text: ` ${propertyText}` }];
  const indent = /^[ \t]*/.exec(source.slice(lineStart))![0];
  const lineEnd = source.indexOf('\n', afterComma);
  const restOfLine = source.slice(afterComma, lineEnd === -1 ? undefined : lineEnd);
  // Only a comment left on the line: the new property goes below it; else (a closing brace) right after the last one.
  const at = /^\s*(\/\/.*)?$/.test(restOfLine) && lineEnd !== -1 ? lineEnd : afterComma;
  return [...comma, { start: at, end: at, text: `\n${indent}${propertyText}${trailingComma ? ',' : ''}` }];
}

/** Sets `key` to a literal: its value replaced where it stands, or a new last property. A line that already holds it is left alone. */
function setLiteral(source: string, object: ObjectNode, key: string, value: string | boolean): Splice[] {
  const existing = findProperty(object, key);
  if (!existing) return appendProperty(source, object, `${keySource(key)}: ${literalSource(value)}`);
  if (existing.value.value === value) return [];
  return [{ start: position(existing.value, 'start'), end: position(existing.value, 'end'), text: literalSource(value) }];
}

/**
 * Points the entry at a release: `key` (version or channel) set, the other one (`drop`) gone.
 * When only the other one is there, it is replaced where it stands, so the edit stays on its line.
 */
function setRelease(source: string, object: ObjectNode, key: string, value: string, drop: string): Splice[] {
  const other = findProperty(object, drop);
  if (!other) return setLiteral(source, object, key, value);
  const text = `${key}: ${quoted(value)}`;
  if (!findProperty(object, key)) return [{ start: position(other, 'start'), end: position(other, 'end'), text }];
  // Both written: the other one goes with its comma and the space up to the next property.
  const after = /^\s*,[ \t]*(\r?\n[ \t]*)?/.exec(source.slice(position(other, 'end')));
  return [...setLiteral(source, object, key, value), { start: position(other, 'start'), end: position(other, 'end') + (after?.[0].length ?? 0), text: '' }];
}

/** Applies splices from the end of the file back, so each one's positions still hold; at one position, in the order given. */
const apply = (source: string, splices: Splice[]) =>
  splices
    .map((splice, order) => ({ splice, order }))
    .sort((a, b) => b.splice.start - a.splice.start || b.order - a.order)
    .reduce((text, { splice }) => text.slice(0, splice.start) + splice.text + text.slice(splice.end), source);

/**
 * The config's source with `remote` edited: a version pins it (`channel` goes), a channel
 * follows that channel (`version` goes), both enabled; `off` sets `enabled: false` and keeps the
 * release lines, so turning it back on is one edit. A new remote's entry is the release and
 * `enabled` only: its paths come from the release's route table. `off` for a remote the file does
 * not name returns the source unchanged.
 */
export function editRemote(source: string, remote: string, edit: RemoteEdit): string {
  const config = configObject(parseModule(source).$ast);
  if (!config) throw new ConfigEditError('no `window.__ATRIUM_PLATFORM_CONFIG__ = { … }` object in the file');
  const release = edit.kind === 'version' ? `version: ${quoted(edit.version)}` : edit.kind === 'channel' ? `channel: ${quoted(edit.channel)}` : '';
  const remotes = findProperty(config, 'remotes')?.value;
  if (remotes === undefined) {
    return edit.kind === 'off' ? source : apply(source, appendProperty(source, config, `remotes: { ${keySource(remote)}: { enabled: true, ${release} } }`));
  }
  if (remotes.type !== 'ObjectExpression') throw new ConfigEditError('`remotes` is not an object literal');
  const entry = findProperty(remotes as ObjectNode, remote);
  if (!entry) {
    return edit.kind === 'off' ? source : apply(source, appendProperty(source, remotes as ObjectNode, `${keySource(remote)}: { enabled: true, ${release} }`));
  }
  if (entry.value.type !== 'ObjectExpression') throw new ConfigEditError(`remotes.${remote} is not an object literal`);
  const lines = entry.value as ObjectNode;
  if (edit.kind === 'off') return apply(source, setLiteral(source, lines, 'enabled', false));
  const pointed =
    edit.kind === 'version' ? setRelease(source, lines, 'version', edit.version, 'channel') : setRelease(source, lines, 'channel', edit.channel, 'version');
  return apply(source, [...setLiteral(source, lines, 'enabled', true), ...pointed]);
}
