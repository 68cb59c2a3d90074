import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AlertIcon,
  BackIcon,
  BellIcon,
  CloseIcon,
  ExternalIcon,
  GiftIcon,
  GlobeIcon,
  HomeIcon,
  InfoIcon,
  SearchOffIcon,
  UserIcon,
} from './icons';

/** The app's icons (decorative: hidden from screen readers, named by their control). */
const meta = { title: 'UI/Icons' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ICONS = {
  AlertIcon,
  BackIcon,
  BellIcon,
  CloseIcon,
  ExternalIcon,
  GiftIcon,
  GlobeIcon,
  HomeIcon,
  InfoIcon,
  SearchOffIcon,
  UserIcon,
};

export const All: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 96 }}>
          <Icon size={28} />
          <code style={{ fontSize: '0.75rem' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
