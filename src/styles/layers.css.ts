/**
 * The cascade layers of the app's own CSS, declared together so their order is fixed wherever the
 * browser meets them first: `reset` (element defaults, src/styles/global.css.ts), then `recipes`
 * (the shared recipes, src/components/ui/surfaces.css.ts). A feature's own rules are in no layer, so
 * they win over both whatever order the stylesheets arrive in: a route's stylesheet is added to
 * <head> when its chunk loads, which puts it before the app's first stylesheets (the server moves
 * those after the boot shell, server/web/inject-boot.ts), and equal specificity would otherwise let
 * a recipe beat the feature rule that refines it.
 */
import { layer, type StyleRule } from '@vanilla-extract/css';

const reset = layer('reset');
const recipes = layer('recipes');

/** A rule in the `recipes` layer. */
export const inRecipes = (rule: StyleRule): StyleRule => ({ '@layer': { [recipes]: rule } });
/** A rule in the `reset` layer. */
export const inReset = (rule: StyleRule): StyleRule => ({ '@layer': { [reset]: rule } });
