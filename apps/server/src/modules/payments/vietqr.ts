// EMVCo merchant-presented QR (the VietQR profile of NAPAS) for a bank transfer to an account.
// Hand-written because it is ~40 lines of TLV and a CRC; the packages on npm that do it are
// unmaintained or pull in an image renderer the server does not need (the page draws the QR).

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export const crc16ccitt = (text: string): string => {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** One TLV field: two-digit id, two-digit length, value. */
export const tlv = (id: string, value: string): string => {
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

const NAPAS_GUID = 'A000000727';
/** Service code "transfer to an account" (QRIBFTTC is "to a card"). */
const TO_ACCOUNT = 'QRIBFTTA';

export type VietQrInput = { bin: string; accountNumber: string; amount?: string; purpose?: string };

/** The payload text a banking app scans; amount in whole VND, purpose as the transfer message. */
export const vietQrPayload = (input: VietQrInput): string => {
  const beneficiary = tlv('00', input.bin) + tlv('01', input.accountNumber);
  const merchantAccount = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', TO_ACCOUNT);
  const body =
    tlv('00', '01') +
    // 12: dynamic (one payment, amount fixed); 11: static.
    tlv('01', input.amount ? '12' : '11') +
    tlv('38', merchantAccount) +
    tlv('53', '704') +
    (input.amount ? tlv('54', input.amount) : '') +
    tlv('58', 'VN') +
    (input.purpose ? tlv('62', tlv('08', input.purpose.slice(0, 25))) : '');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16ccitt(withCrcTag);
};
