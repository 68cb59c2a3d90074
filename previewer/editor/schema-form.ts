/**
 * The editor's form, generated from the partner configuration schemas (schemas/theme.schema.json,
 * partner.schema.json, menu-tiles.schema.json): a pure function from the schema tree to field
 * descriptors, so a property added to a schema appears in the editor without code changes.
 *
 * - a field that $refs the colour def → colour picker + hex text; imageRef → image field (upload or
 *   URL); status def, booleans and two-value enums → switches; other enums → selects; numbers with a
 *   range (opacity) → number inputs; strings → text inputs; localized texts → one input per language;
 * - the theme's `buttons` array → the 8 button styles, each a group of its 6 colours;
 * - the menu tiles are not fields but a list (reading, status switch, order): see the editor;
 * - fields the editor must not show (partner keys, `$schema`, the partner id a draft keeps) are left out.
 * Every field carries its schema `description` and whether the schema requires it.
 */
import { BUTTON_NAMES } from '../../shared/engine/theme/contrast';
import type { SchemaDocs, SchemaNode } from '../../shared/engine/partner/schema-docs';
import { getAt } from './json-pointer';

export type FormFile = 'partner' | 'theme';

export type FieldKind = 'color' | 'image' | 'switch' | 'boolean' | 'select' | 'number' | 'text' | 'list';

export interface FieldDescriptor {
  /** Unique across the form: `<file><pointer>`, e.g. "theme/buttons/0/normal_text_color". */
  id: string;
  file: FormFile;
  /** JSON pointer of the value inside its file (the validator's problems name the same pointer). */
  pointer: string;
  /** The property name as in the file (what staff see in the exported JSON). */
  name: string;
  kind: FieldKind;
  description: string;
  required: boolean;
  /** select: the allowed values; switch: [off, on]. */
  options?: readonly unknown[];
  /** number: the range. */
  minimum?: number;
  maximum?: number;
}

export interface FieldGroup {
  id: string;
  title: string;
  description?: string;
  fields: FieldDescriptor[];
}

/** Properties that never appear as fields. */
const HIDDEN: Record<FormFile, ReadonlySet<string>> = {
  // The keys stay on the server; partner_id is the draft's (its folder name).
  partner: new Set(['$schema', 'secret_key', 'api_key', 'partner_id']),
  theme: new Set(['$schema', 'buttons']),
};

/** Theme groups by property name, first match wins; anything else lands in "Other theme fields". */
const THEME_GROUPS: ReadonlyArray<{ id: string; title: string; test: RegExp }> = [
  { id: 'brand', title: 'Brand', test: /^(?:main_color_\d+|logo|ins_code)$/ },
  { id: 'text', title: 'Text', test: /^(?:header_title_\d+|content_\d+|label_\w+|text_label)$/ },
  { id: 'icons', title: 'Icons', test: /^icon_\d+$/ },
  {
    id: 'backgrounds',
    title: 'Backgrounds',
    test: /^(?:background_\w+|card_background_color|login_background_image|sso_login_background_image)$/,
  },
  { id: 'forms', title: 'Forms', test: /^form_\w+$/ },
  { id: 'top-bar', title: 'Top bar', test: /^top_bar_\w+$/ },
  { id: 'bottom-bar', title: 'Bottom bar', test: /^bottom_bar_\w+$/ },
  { id: 'menu', title: 'Menu tiles: images and colours', test: /^(?:menu_icon_\w+|line_oa_\w+)$/ },
  { id: 'banners', title: 'Banners', test: /^banner_\w+$/ },
];

const defName = (ref: string | undefined) => /#\/\$defs\/(\w+)$/.exec(ref ?? '')?.[1];

/** A node with its $ref followed (into defs.schema.json or the same file); the node's own keys win. */
function resolve(node: SchemaNode, doc: SchemaNode, docs: SchemaDocs): SchemaNode {
  let cur = node;
  for (let i = 0; i < 10 && typeof cur.$ref === 'string'; i++) {
    const [file, ptr = ''] = cur.$ref.split('#');
    const target = getAt(file ? docs.defs : doc, ptr) as SchemaNode | undefined;
    if (!target) break;
    const { $ref: _ref, ...own } = cur;
    cur = { ...target, ...own, ...(target.$ref ? { $ref: target.$ref } : {}) };
  }
  return cur;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The descriptor of one property, or several (an object of strings: one per key, e.g. name.th/name.en). */
function fieldsOf(
  file: FormFile,
  name: string,
  pointer: string,
  node: SchemaNode,
  required: boolean,
  doc: SchemaNode,
  docs: SchemaDocs,
): FieldDescriptor[] {
  const def = defName(node.$ref);
  const r = resolve(node, doc, docs);
  const description = (node.description ?? r.description ?? '').trim();
  const base = { id: `${file}${pointer}`, file, pointer, name, description, required };
  if (def === 'color') return [{ ...base, kind: 'color' }];
  if (def === 'imageRef') return [{ ...base, kind: 'image' }];
  if (
    def === 'status' ||
    (Array.isArray(r.enum) && r.enum.length === 2 && r.enum.includes(0) && r.enum.includes(1))
  )
    return [{ ...base, kind: 'switch', options: [0, 1] }];
  if (r.type === 'boolean') return [{ ...base, kind: 'boolean', options: [false, true] }];
  if (Array.isArray(r.enum)) return [{ ...base, kind: 'select', options: r.enum }];
  if (r.type === 'number' || r.type === 'integer')
    return [
      {
        ...base,
        kind: 'number',
        ...(typeof r.minimum === 'number' ? { minimum: r.minimum } : {}),
        ...(typeof r.maximum === 'number' ? { maximum: r.maximum } : {}),
      },
    ];
  if (r.type === 'object' && r.properties) {
    const req = new Set(r.required ?? []);
    return Object.entries(r.properties).flatMap(([key, child]) =>
      fieldsOf(
        file,
        `${name}.${key}`,
        `${pointer}/${escapePointer(key)}`,
        { ...child, description: `${description} ${child.description ?? ''}`.trim() },
        required && req.has(key),
        doc,
        docs,
      ),
    );
  }
  if (r.type === 'array') {
    const items = r.items ? resolve(r.items, doc, docs) : undefined;
    // A list of enum values (languages): a select of the values, edited as a comma-separated list.
    if (items && Array.isArray(items.enum)) return [{ ...base, kind: 'list', options: items.enum }];
    // Lists of objects (line_liff_keys) are edited as JSON text.
    return [{ ...base, kind: 'list' }];
  }
  return [{ ...base, kind: 'text' }];
}

/** The form of the partner configuration: groups of fields, in schema order within each group. */
export function formFromSchemas(docs: SchemaDocs): FieldGroup[] {
  const groups: FieldGroup[] = [];
  const theme = docs.theme;
  const themeRequired = new Set(theme.required ?? []);
  const byId = new Map<string, FieldGroup>();
  for (const g of THEME_GROUPS) {
    const group = { id: `theme-${g.id}`, title: g.title, fields: [] as FieldDescriptor[] };
    byId.set(g.id, group);
    groups.push(group);
  }
  const other: FieldGroup = { id: 'theme-other', title: 'Other theme fields', fields: [] };
  for (const [name, node] of Object.entries(theme.properties ?? {})) {
    if (HIDDEN.theme.has(name)) continue;
    const target = THEME_GROUPS.find((g) => g.test.test(name));
    const group = target ? byId.get(target.id)! : other;
    group.fields.push(
      ...fieldsOf('theme', name, `/${escapePointer(name)}`, node, themeRequired.has(name), theme, docs),
    );
  }
  if (other.fields.length) groups.push(other);

  // The 8 button styles: one group each, with the colours of ButtonStyle.
  const buttons = theme.properties?.buttons;
  if (buttons) {
    const items = buttons.items ? resolve(buttons.items, theme, docs) : undefined;
    const count = typeof buttons.minItems === 'number' ? buttons.minItems : BUTTON_NAMES.length;
    const itemRequired = new Set(items?.required ?? []);
    for (let i = 0; i < count; i++) {
      const label = BUTTON_NAMES[i] ?? `style ${i + 1}`;
      groups.push({
        id: `theme-button-${i + 1}`,
        title: `Button ${i + 1}: ${label}`,
        ...(buttons.description ? { description: buttons.description } : {}),
        fields: Object.entries(items?.properties ?? {}).flatMap(([key, child]) =>
          fieldsOf(
            'theme',
            `buttons[${i}].${key}`,
            `/buttons/${i}/${escapePointer(key)}`,
            child,
            themeRequired.has('buttons') && itemRequired.has(key),
            theme,
            docs,
          ),
        ),
      });
    }
  }

  const partner = docs.partner;
  const partnerRequired = new Set(partner.required ?? []);
  groups.unshift({
    id: 'partner',
    title: 'Partner',
    ...(partner.description ? { description: partner.description } : {}),
    fields: Object.entries(partner.properties ?? {})
      .filter(([name]) => !HIDDEN.partner.has(name))
      .flatMap(([name, node]) =>
        fieldsOf('partner', name, `/${escapePointer(name)}`, node, partnerRequired.has(name), partner, docs),
      ),
  });
  return groups.filter((g) => g.fields.length > 0);
}

/** Every field of the form, flat. */
export const allFields = (groups: readonly FieldGroup[]) => groups.flatMap((g) => g.fields);

/** Whether a field matches the filter text (its name, pointer or description). */
export function fieldMatches(field: FieldDescriptor, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = `${field.name} ${field.pointer} ${field.description}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** The menu-tiles schema's description of a tile and of its parts, for the tiles list. */
export function tileDescriptions(docs: SchemaDocs): { list: string; status: string; reading: string } {
  const tiles = docs['menu-tiles'];
  const tile = (tiles.$defs?.MenuTile ?? {}) as SchemaNode;
  return {
    list: tiles.properties?.tiles?.description ?? '',
    status: tile.properties?.status?.description ?? '',
    reading: docs.partner.properties?.tile_reading?.description ?? '',
  };
}
