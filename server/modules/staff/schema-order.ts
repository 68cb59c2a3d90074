/**
 * A partner file's keys in its schema's property order (issue 26): drafts are kept in jsonb, which
 * does not keep key order, so an export writes partner.json, theme.json and menu-tiles.json with their
 * keys as schemas/*.schema.json list them ($schema first, keys the schema does not name last, sorted).
 * The same draft exported twice gives the same bytes, and a folder written in schema order (every
 * partner under partners/) comes back from an import and an export unchanged.
 */
import defs from '../../../schemas/defs.schema.json';
import menuTiles from '../../../schemas/menu-tiles.schema.json';
import partner from '../../../schemas/partner.schema.json';
import theme from '../../../schemas/theme.schema.json';

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $defs?: Record<string, SchemaNode>;
}

const ROOTS = {
  'partner.json': partner as SchemaNode,
  'theme.json': theme as SchemaNode,
  'menu-tiles.json': menuTiles as SchemaNode,
} as const;
export type PartnerJsonFile = keyof typeof ROOTS;

/** The node a $ref names: "defs.schema.json#/$defs/x" or "#/$defs/x" within `root`. */
function resolve(node: SchemaNode | undefined, root: SchemaNode): SchemaNode {
  let current = node ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const [file, path = ''] = current.$ref.split('#');
    const base = file === 'defs.schema.json' ? (defs as SchemaNode) : root;
    current = path
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], base) as SchemaNode;
    current ??= {};
  }
  return current;
}

/** Property names and their schemas, in order, over the node and its oneOf/anyOf/allOf branches. */
function propertiesOf(node: SchemaNode, root: SchemaNode): Map<string, SchemaNode> {
  const out = new Map<string, SchemaNode>();
  const visit = (n: SchemaNode, depth: number) => {
    if (depth > 5) return;
    for (const [key, child] of Object.entries(n.properties ?? {})) if (!out.has(key)) out.set(key, child);
    for (const branch of [...(n.allOf ?? []), ...(n.oneOf ?? []), ...(n.anyOf ?? [])])
      visit(resolve(branch, root), depth + 1);
  };
  visit(node, 0);
  return out;
}

function ordered(value: unknown, node: SchemaNode, root: SchemaNode): unknown {
  if (Array.isArray(value)) return value.map((v) => ordered(v, resolve(node.items, root), root));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const known = propertiesOf(node, root);
  const keys = [
    ...('$schema' in record ? ['$schema'] : []),
    ...[...known.keys()].filter((k) => k !== '$schema' && k in record),
    ...Object.keys(record)
      .filter((k) => k !== '$schema' && !known.has(k))
      .sort(),
  ];
  return Object.fromEntries(keys.map((k) => [k, ordered(record[k], resolve(known.get(k), root), root)]));
}

/** The line width of the repository's formatter (biome.json), which wrote the files under partners/. */
const LINE_WIDTH = 110;
const isPrimitive = (v: unknown) => v === null || typeof v !== 'object';

/**
 * JSON as the partner files are formatted: two spaces; an array of plain values on one line when the
 * line fits, everything else one entry a line (objects always, as Biome keeps them once expanded).
 */
function print(value: unknown, indent: string, prefixWidth: number): string {
  if (isPrimitive(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  const fits = (text: string) => [...text].length + prefixWidth <= LINE_WIDTH;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPrimitive)) {
      const flat = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (fits(flat)) return flat;
    }
    return `[\n${value.map((v) => `${inner}${print(v, inner, inner.length)}`).join(',\n')}\n${indent}]`;
  }
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, v]) => {
    const head = `${inner}${JSON.stringify(k)}: `;
    return `${head}${print(v, inner, [...head].length + 1)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** A partner file's text: its keys in schema order, formatted as partners/ is, ending in a new line. */
export function partnerJsonText(file: PartnerJsonFile, value: unknown): string {
  const root = ROOTS[file];
  return `${print(ordered(value, resolve(root, root), root), '', 0)}\n`;
}
