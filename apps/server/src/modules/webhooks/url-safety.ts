import { lookup } from 'node:dns/promises';
import { WEBHOOK_MESSAGES } from '@paygate/contracts';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/errors.js';

/**
 * In production a webhook may only reach the public internet: hosts that resolve to loopback,
 * private, link-local or other special ranges are refused (no SSRF into our own network).
 * Checked when the URL is saved and again before every delivery (DNS can change).
 */
export const assertPublicWebhookUrl = async (url: string, field = 'webhook_url'): Promise<void> => {
  const refuse = (message: string) => new AppError(message, 'BAD_USER_INPUT', { fields: { [field]: message } });
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    throw refuse(WEBHOOK_MESSAGES.urlInvalid);
  }
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw refuse(WEBHOOK_MESSAGES.hostUnresolved(host));
  }
  for (const address of addresses) {
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
      parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    }
    if (parsed.range() !== 'unicast') {
      throw refuse(WEBHOOK_MESSAGES.notPublic);
    }
  }
};
