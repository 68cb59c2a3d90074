import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../config';
import { DeliveryError, DevOutboxChannel, UnconfiguredChannel } from './channel';
import { HttpSmsGateway } from './http-sms';
import { LineMessagingChannel } from './line-messaging';
import { deliveryWarnings, selectDeliveryChannels } from './select';

const KEY = 'd4'.repeat(32);

describe('selectDeliveryChannels', () => {
  it('keeps every message in the dev outbox outside production, even with a gateway configured', () => {
    const config = parseConfig({ SMS_GATEWAY_URL: 'https://sms.test', SMS_GATEWAY_TOKEN: 't' });
    const channels = selectDeliveryChannels(config);
    expect(channels.sms).toBeInstanceOf(DevOutboxChannel);
    expect(channels.line).toBeInstanceOf(DevOutboxChannel);
    expect(deliveryWarnings(config)).toEqual([]);
  });

  it('uses the SMS gateway and LINE in production when configured', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      OUTBOX_KEY: KEY,
      SMS_GATEWAY_URL: 'https://sms.test',
      SMS_GATEWAY_TOKEN: 't',
      LINE_CHANNEL_ACCESS_TOKEN: 'l',
    });
    const channels = selectDeliveryChannels(config);
    expect(channels.sms).toBeInstanceOf(HttpSmsGateway);
    expect(channels.line).toBeInstanceOf(LineMessagingChannel);
    expect(deliveryWarnings(config)).toEqual([]);
  });

  it('dead-letters in production what has no provider, and says so at start', async () => {
    const config = parseConfig({ NODE_ENV: 'production', OUTBOX_KEY: KEY });
    const channels = selectDeliveryChannels(config);
    expect(channels.sms).toBeInstanceOf(UnconfiguredChannel);
    const error = await channels.sms
      .deliver({ id: 1, to: '+66811111111', text: 'x', partnerId: null })
      .catch((e) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ kind: 'permanent', reason: 'no provider configured (SMS_GATEWAY_URL)' });
    expect(deliveryWarnings(config)).toHaveLength(2);
  });
});
