/**
 * The login page's logo plate in the theme's chip colour (logo_chip_color, white by default), which
 * the validator measures the logo against (issue 26, shared/engine/theme/logo-check.ts).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/engine/theme/contract.css';
import { loginLogo } from '../../../components/ui/form.css';

export const loginLogoPlate = style([loginLogo, { background: vars.logo.chipBg }]);
