import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { setWaitingForConnection } from '../../lib/connection';
import { OfflineBanner } from './offline-banner';

/**
 * The calm offline notice (issue 25): shown while the device is offline, or while a screen waits for
 * the connection to load its code. The story marks a screen waiting, so it shows while online too.
 */
const meta = { title: 'UI/Offline banner', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Waiting() {
  useEffect(() => {
    setWaitingForConnection(true);
    return () => setWaitingForConnection(false);
  }, []);
  return <OfflineBanner />;
}

export const WaitingForConnection: Story = { render: () => <Waiting /> };
