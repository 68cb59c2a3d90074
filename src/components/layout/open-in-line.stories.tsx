import type { Meta, StoryObj } from '@storybook/react-vite';
import { OpenInLineScreen } from './open-in-line';

/**
 * For LINE-only partners opened outside LINE: how to open the app through the partner's official
 * account (the steps and the button follow the theme's `line_oa_id`).
 */
const meta = {
  title: 'Layout/Open in LINE',
  component: OpenInLineScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OpenInLineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
