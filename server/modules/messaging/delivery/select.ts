/**
 * Which channel delivers each outbox channel, from the configuration: real providers only in
 * production (development never sends an SMS by accident), and in production a channel without a
 * provider dead-letters its messages (docs/decisions/037-outbox-delivery-and-purge.md).
 */
import type { ServerConfig } from '../../../config';
import type { OutboxChannel } from '../../../db/types';
import { type DeliveryChannel, DevOutboxChannel, type Fetch, UnconfiguredChannel } from './channel';
import { HttpSmsGateway } from './http-sms';
import { LineMessagingChannel } from './line-messaging';

export type DeliveryChannels = Record<OutboxChannel, DeliveryChannel>;

export function selectDeliveryChannels(config: ServerConfig, fetchImpl?: Fetch): DeliveryChannels {
  if (!config.isProduction) {
    const dev = new DevOutboxChannel();
    return { sms: dev, line: dev };
  }
  const { smsGateway, line } = config.delivery;
  return {
    sms: smsGateway
      ? new HttpSmsGateway({ ...smsGateway, fetch: fetchImpl })
      : new UnconfiguredChannel('SMS_GATEWAY_URL'),
    line: line.channelAccessToken
      ? new LineMessagingChannel({
          apiBase: line.apiBase,
          channelAccessToken: line.channelAccessToken,
          fetch: fetchImpl,
        })
      : new UnconfiguredChannel('LINE_CHANNEL_ACCESS_TOKEN'),
  };
}

/** Start-up warnings about messages that will not leave the server. */
export function deliveryWarnings(config: ServerConfig): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!config.delivery.smsGateway)
    warnings.push(
      'SMS will not be delivered: SMS_GATEWAY_URL is not set, so every SMS (OTP codes included) is dead-lettered',
    );
  if (!config.delivery.line.channelAccessToken)
    warnings.push(
      'LINE messages will not be delivered: LINE_CHANNEL_ACCESS_TOKEN is not set, so every LINE push is dead-lettered',
    );
  return warnings;
}
