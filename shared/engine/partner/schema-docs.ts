/**
 * The partner configuration schemas (schemas/*.schema.json) as data, for what a generated validator
 * cannot answer: field descriptions, which fields are images or statuses, and the editor's form
 * (previewer/editor). Validation itself uses the generated ajv validators (shared/generated).
 * Imported only by the previewer, scripts and the server: never by the member app.
 */
import defs from '../../../schemas/defs.schema.json';
import menuTiles from '../../../schemas/menu-tiles.schema.json';
import partner from '../../../schemas/partner.schema.json';
import theme from '../../../schemas/theme.schema.json';

/** A JSON Schema node, loosely typed (the schemas are data, read generically). */
export type SchemaNode = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  $defs?: Record<string, SchemaNode>;
};

export interface SchemaDocs {
  defs: SchemaNode;
  theme: SchemaNode;
  partner: SchemaNode;
  'menu-tiles': SchemaNode;
}

export const SCHEMA_DOCS: SchemaDocs = {
  defs: defs as SchemaNode,
  theme: theme as SchemaNode,
  partner: partner as SchemaNode,
  'menu-tiles': menuTiles as SchemaNode,
};
