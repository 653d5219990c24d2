import { describe, expect, it } from 'vitest';
import { crc16ccitt, tlv, vietQrPayload } from './vietqr.js';

describe('VietQR', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('encodes TLV with a two-digit length', () => {
    expect(tlv('53', '704')).toBe('5303704');
  });

  it('builds the NAPAS payload of a transfer and ends with its CRC', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '0011001234567',
      amount: '150000',
      purpose: 'PG123',
    });
    expect(payload).toBe(
      '000201010212' +
        '38570010A000000727' +
        '0127' +
        '0006970436' +
        '01130011001234567' +
        '0208QRIBFTTA' +
        '5303704' +
        '5406150000' +
        '5802VN' +
        '62090805PG123' +
        `6304${crc16ccitt(payload.slice(0, -4))}`,
    );
    // A scanner recomputes the CRC over everything before it, "6304" included.
    expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
  });
});
