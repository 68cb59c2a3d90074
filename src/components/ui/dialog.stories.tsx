import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

/** The modal dialog (native <dialog>: focus trap, Escape) and the "are you sure?" confirm dialog. */
const meta = { title: 'UI/Dialog' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function InfoDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('errors.errorTitle')}</Button>
      <Dialog
        open={open}
        title={t('errors.errorTitle')}
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>{t('actions.close')}</Button>}
      >
        <p>{t('errors.errorBody')}</p>
      </Dialog>
    </>
  );
}

/** Opens at once; Close, Escape or the button below reopen and close it. */
export const Information: Story = { render: () => <InfoDialog /> };

function Confirm({ danger, busy }: { danger?: boolean; busy?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant={danger ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        {t(danger ? 'routes.deleteAccount' : 'actions.confirm')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(danger ? 'routes.deleteAccount' : 'routes.changePassword')}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('actions.confirm')}
        confirmVariant={danger ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => setOpen(false)}
        onClose={() => setOpen(false)}
      >
        <p>{t('errors.errorBody')}</p>
      </ConfirmDialog>
    </>
  );
}

export const ConfirmStory: Story = { name: 'Confirm', render: () => <Confirm /> };
/** A destructive action: the confirm button takes button style 5 (danger). */
export const ConfirmDanger: Story = { render: () => <Confirm danger /> };
/** While the action runs: the confirm button is disabled. */
export const ConfirmBusy: Story = { render: () => <Confirm danger busy /> };
