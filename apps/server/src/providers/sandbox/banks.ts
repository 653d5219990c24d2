// Vietnamese banks with their VietQR short codes and NAPAS BINs (public data, as published by
// NAPAS / the VietQR bank list). `services` says which sandbox lists a bank appears in.

export type BankService = 'ATM' | 'VA' | 'BANK' | 'QR';
export type SandboxBank = { code: string; bin: string; shortName: string; name: string; services: BankService[] };

const ALL: BankService[] = ['ATM', 'VA', 'BANK', 'QR'];

export const SANDBOX_BANKS: SandboxBank[] = [
  { code: 'VCB', bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam', services: ALL },
  { code: 'ICB', bin: '970415', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam', services: ALL },
  {
    code: 'BIDV',
    bin: '970418',
    shortName: 'BIDV',
    name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
    services: ALL,
  },
  {
    code: 'VBA',
    bin: '970405',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
    services: ['ATM', 'BANK', 'QR'],
  },
  { code: 'TCB', bin: '970407', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam', services: ALL },
  { code: 'MB', bin: '970422', shortName: 'MBBank', name: 'Ngân hàng TMCP Quân đội', services: ALL },
  { code: 'ACB', bin: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu', services: ALL },
  { code: 'VPB', bin: '970432', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng', services: ALL },
  { code: 'TPB', bin: '970423', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong', services: ALL },
  { code: 'STB', bin: '970403', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín', services: ALL },
  { code: 'HDB', bin: '970437', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh', services: ALL },
  {
    code: 'VIB',
    bin: '970441',
    shortName: 'VIB',
    name: 'Ngân hàng TMCP Quốc tế Việt Nam',
    services: ['ATM', 'BANK', 'QR'],
  },
  {
    code: 'SHB',
    bin: '970443',
    shortName: 'SHB',
    name: 'Ngân hàng TMCP Sài Gòn - Hà Nội',
    services: ['ATM', 'BANK', 'QR'],
  },
  {
    code: 'EIB',
    bin: '970431',
    shortName: 'Eximbank',
    name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam',
    services: ['ATM', 'BANK', 'QR'],
  },
  { code: 'MSB', bin: '970426', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải', services: ALL },
  { code: 'OCB', bin: '970448', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông', services: ['ATM', 'BANK', 'QR'] },
  {
    code: 'SEAB',
    bin: '970440',
    shortName: 'SeABank',
    name: 'Ngân hàng TMCP Đông Nam Á',
    services: ['ATM', 'BANK', 'QR'],
  },
  {
    code: 'LPB',
    bin: '970449',
    shortName: 'LPBank',
    name: 'Ngân hàng TMCP Lộc Phát Việt Nam',
    services: ['ATM', 'BANK', 'QR'],
  },
  {
    code: 'NAB',
    bin: '970428',
    shortName: 'Nam A Bank',
    name: 'Ngân hàng TMCP Nam Á',
    services: ['ATM', 'BANK', 'QR'],
  },
  { code: 'BAB', bin: '970409', shortName: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á', services: ['ATM', 'BANK'] },
  { code: 'ABB', bin: '970425', shortName: 'ABBank', name: 'Ngân hàng TMCP An Bình', services: ['ATM', 'BANK'] },
  { code: 'VCCB', bin: '970454', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt', services: ['ATM', 'BANK'] },
  {
    code: 'PVCB',
    bin: '970412',
    shortName: 'PVcomBank',
    name: 'Ngân hàng TMCP Đại Chúng Việt Nam',
    services: ['ATM', 'BANK'],
  },
  {
    code: 'KLB',
    bin: '970452',
    shortName: 'KienLongBank',
    name: 'Ngân hàng TMCP Kiên Long',
    services: ['ATM', 'BANK'],
  },
  { code: 'NCB', bin: '970419', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân', services: ['ATM', 'BANK'] },
  {
    code: 'SGICB',
    bin: '970400',
    shortName: 'SaigonBank',
    name: 'Ngân hàng TMCP Sài Gòn Công Thương',
    services: ['BANK'],
  },
  {
    code: 'SHBVN',
    bin: '970424',
    shortName: 'ShinhanBank',
    name: 'Ngân hàng TNHH MTV Shinhan Việt Nam',
    services: ['BANK'],
  },
  { code: 'WVN', bin: '970457', shortName: 'Woori', name: 'Ngân hàng TNHH MTV Woori Việt Nam', services: ['BANK'] },
  {
    code: 'CAKE',
    bin: '546034',
    shortName: 'CAKE',
    name: 'TMCP Việt Nam Thịnh Vượng - Ngân hàng số CAKE by VPBank',
    services: ['BANK'],
  },
];

/** Card schemes for the CC list. */
export const SANDBOX_CARD_SCHEMES = [
  { id: 'VISA', name: 'Visa' },
  { id: 'MASTERCARD', name: 'Mastercard' },
  { id: 'JCB', name: 'JCB' },
];
