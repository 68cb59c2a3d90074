/**
 * The editor's form comes from the schemas: every theme colour is a colour field, every image field
 * an image field, statuses are switches, the 8 button styles are grouped, descriptions and required
 * flags are carried, and a property added to a schema appears without code changes.
 */
import { describe, expect, it } from 'vitest';
import { SCHEMA_DOCS, type SchemaDocs } from '../../shared/engine/partner/schema-docs';
import { themeImageFields } from '../../shared/engine/partner/validate-config';
import { THEME_COLOR_FIELDS } from '../../shared/engine/theme/contrast';
import { allFields, fieldMatches, formFromSchemas } from './schema-form';

const groups = formFromSchemas(SCHEMA_DOCS);
const fields = allFields(groups);
const byPointer = (file: string, pointer: string) =>
  fields.find((f) => f.file === file && f.pointer === pointer);
const themeProps = SCHEMA_DOCS.theme.properties ?? {};
const refOf = (name: string) => themeProps[name]?.$ref ?? '';

describe('the form generated from the schemas', () => {
  it('makes every theme colour field a colour field, with its description', () => {
    const colours = Object.keys(themeProps).filter((k) => refOf(k).endsWith('/color'));
    expect(colours.length).toBeGreaterThan(30);
    // The contrast checker's list of colour fields and the schema's required colours agree; the
    // optional logo_chip_color (issue 26) is measured by the logo check instead.
    const required = new Set(SCHEMA_DOCS.theme.required ?? []);
    expect(new Set(colours.filter((k) => required.has(k)))).toEqual(new Set(THEME_COLOR_FIELDS));
    expect(colours.filter((k) => !required.has(k))).toEqual(['logo_chip_color']);
    for (const name of colours) {
      const field = byPointer('theme', `/${name}`);
      expect(field, name).toMatchObject({ kind: 'color', description: themeProps[name]!.description });
      expect(field!.description.length, name).toBeGreaterThan(5);
    }
  });

  it('makes every image field an image field', () => {
    const images = themeImageFields(SCHEMA_DOCS);
    expect(images).toEqual(
      expect.arrayContaining(['logo', 'menu_icon_1', 'banner_id_1', 'login_background_image']),
    );
    for (const name of images) expect(byPointer('theme', `/${name}`)?.kind, name).toBe('image');
    expect(
      fields
        .filter((f) => f.kind === 'image')
        .map((f) => f.name)
        .sort(),
    ).toEqual([...images].sort());
  });

  it('makes statuses and booleans switches, enums selects, opacities numbers in range', () => {
    for (const name of Object.keys(themeProps).filter((k) => refOf(k).endsWith('/status')))
      expect(byPointer('theme', `/${name}`), name).toMatchObject({ kind: 'switch', options: [0, 1] });
    expect(byPointer('partner', '/line_login_enabled')?.kind).toBe('boolean');
    expect(byPointer('partner', '/tile_reading')).toMatchObject({ kind: 'select', options: ['A', 'B'] });
    expect(byPointer('theme', '/background_opacity_1')).toMatchObject({
      kind: 'number',
      minimum: 0,
      maximum: 1,
    });
    expect(byPointer('partner', '/name/en')).toMatchObject({ kind: 'text', required: true });
    expect(byPointer('partner', '/name/th')?.description).toMatch(/Thai/);
  });

  it('groups the 8 button styles, 6 colours each, in the schema order', () => {
    const buttons = groups.filter((g) => g.id.startsWith('theme-button-'));
    expect(buttons.map((g) => g.title)).toEqual([
      'Button 1: primary',
      'Button 2: secondary',
      'Button 3: outline',
      'Button 4: text',
      'Button 5: danger',
      'Button 6: success',
      'Button 7: light',
      'Button 8: link',
    ]);
    for (const [i, g] of buttons.entries()) {
      expect(g.fields).toHaveLength(6);
      for (const f of g.fields) {
        expect(f.kind).toBe('color');
        expect(f.pointer).toMatch(
          new RegExp(`^/buttons/${i}/(normal|disable)_(background|border|text)_color$`),
        );
        expect(f.required).toBe(true);
        expect(f.description).toMatch(/colour when (enabled|disabled)/);
      }
    }
  });

  it('marks required fields as the schema does, and never shows keys or the partner id', () => {
    const themeRequired = new Set(SCHEMA_DOCS.theme.required);
    for (const f of fields.filter((f) => f.file === 'theme' && !f.pointer.startsWith('/buttons/')))
      expect(f.required, f.name).toBe(themeRequired.has(f.name));
    expect(byPointer('theme', '/banner_url_1')?.required).toBe(false);
    for (const hidden of ['/secret_key', '/api_key', '/partner_id', '/$schema'])
      expect(byPointer('partner', hidden)).toBeUndefined();
    expect(new Set(fields.map((f) => f.id)).size).toBe(fields.length);
  });

  it('shows a property added to a schema without code changes', () => {
    const docs: SchemaDocs = structuredClone(SCHEMA_DOCS);
    docs.theme.properties!.footer_color = {
      $ref: 'defs.schema.json#/$defs/color',
      description: 'Footer text colour.',
    };
    docs.theme.properties!.badge_image = {
      $ref: 'defs.schema.json#/$defs/imageRef',
      description: 'A badge.',
    };
    docs.theme.properties!.top_bar_shadow_status = {
      $ref: 'defs.schema.json#/$defs/status',
      description: 'Shadow under the top bar.',
    };
    docs.theme.required = [...(docs.theme.required ?? []), 'footer_color'];
    docs.partner.properties!.support_phone = { type: 'string', description: 'Support line.' };
    const added = allFields(formFromSchemas(docs));
    const find = (p: string) => added.find((f) => f.pointer === p);
    expect(find('/footer_color')).toMatchObject({
      kind: 'color',
      required: true,
      description: 'Footer text colour.',
    });
    expect(find('/badge_image')).toMatchObject({ kind: 'image', required: false });
    expect(find('/top_bar_shadow_status')).toMatchObject({ kind: 'switch' });
    expect(
      formFromSchemas(docs)
        .find((g) => g.id === 'theme-top-bar')
        ?.fields.map((f) => f.name),
    ).toContain('top_bar_shadow_status');
    expect(find('/support_phone')).toMatchObject({
      file: 'partner',
      kind: 'text',
      description: 'Support line.',
    });
  });

  it('filters fields by name and description words', () => {
    const top = fields.filter((f) => fieldMatches(f, 'top bar'));
    expect(top.map((f) => f.name)).toEqual(
      expect.arrayContaining(['top_bar_background_color', 'top_bar_text_color', 'top_bar_status']),
    );
    const main = fields.filter((f) => fieldMatches(f, 'main_color_1')).map((f) => f.name);
    expect(main).toContain('main_color_1');
    expect(main).not.toContain('logo');
    expect(fields.filter((f) => fieldMatches(f, '')).length).toBe(fields.length);
  });
});
