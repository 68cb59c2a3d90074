import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUTTON_VARIANTS } from '../../../shared/engine/theme/resolve';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';

/** The theme's 8 button styles (theme.json `buttons[0..7]`), normal and disabled. */
const meta = {
  title: 'UI/Button',
  component: Button,
  args: { variant: 'primary', children: null, disabled: false, block: false, size: 'medium' },
  argTypes: { variant: { control: 'select', options: [...BUTTON_VARIANTS] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function PlaygroundButton(args: Parameters<typeof Button>[0]) {
  const { t } = useTranslation();
  return <Button {...args}>{t('actions.confirm')}</Button>;
}

/** One button in the story's language; pick the style, size and state in the controls. */
export const Playground: Story = { render: (args) => <PlaygroundButton {...args} /> };

function AllStyles({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {BUTTON_VARIANTS.map((variant, i) => (
        <Button key={variant} variant={variant} disabled={disabled} block>
          {`${i + 1} · ${t('actions.confirm')}`}
        </Button>
      ))}
    </div>
  );
}

/** Buttons 1–8 (primary, secondary, outline, text, danger, success, light, link). */
export const Styles1To8: Story = { render: () => <AllStyles disabled={false} /> };

/** Buttons 1–8 disabled: the theme's `disable_*` colours. */
export const Styles1To8Disabled: Story = { render: () => <AllStyles disabled /> };

function Sizes() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button>{t('actions.retry')}</Button>
      <Button size="small">{t('actions.retry')}</Button>
      <Button variant="outline" size="small">
        {t('actions.cancel')}
      </Button>
    </div>
  );
}

export const MediumAndSmall: Story = { render: () => <Sizes /> };
