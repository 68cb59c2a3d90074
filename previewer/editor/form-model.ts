/** The editor's form, generated once from the schemas (schema-form.ts), and what its parts share. */
import { SCHEMA_DOCS } from '../../shared/engine/partner/schema-docs';
import { isHexColor } from '../../shared/engine/theme/contrast';
import type { DraftProblem } from './draft-content';
import { type FieldDescriptor, formFromSchemas, tileDescriptions } from './schema-form';

export const FORM = formFromSchemas(SCHEMA_DOCS);
export const TILES = tileDescriptions(SCHEMA_DOCS);
const FILE_OF = { partner: 'partner.json', theme: 'theme.json' } as const;

export const VIEWER_NOTE =
  'You are signed in as a viewer: you can open drafts and read their history, but not change them. Ask an editor to make changes.';

/** The problems the validator found at one field. */
export const problemsFor = (problems: DraftProblem[], f: FieldDescriptor) =>
  problems.filter((p) => p.file === FILE_OF[f.file] && p.pointer === f.pointer);

/** For the picker: #RGB and #RRGGBBAA as the #RRGGBB an <input type=color> takes. */
export function pickerValue(value: unknown): string {
  if (typeof value !== 'string' || !isHexColor(value)) return '#000000';
  const hex = value.slice(1);
  if (hex.length === 3) return `#${[...hex].map((c) => c + c).join('')}`.toLowerCase();
  return `#${hex.slice(0, 6)}`.toLowerCase();
}
