import type { Language } from '@paygate/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';

// antd's own texts (pagination, date pickers, empty states, modal buttons) in the portal's
// language (issue 31 item 3). English is antd's default and costs nothing; the Vietnamese pack is
// a lazy chunk loaded with the Vietnamese catalogues, on the screens that have antd (language.ts):
// /login loads none. dayjs's texts (month names for the pickers) follow the language where dayjs
// is loaded, with the pickers: src/lib/dayjs.ts.

let antdVietnamese: AntdLocale | undefined;

export const loadFormats = async (language: Language): Promise<void> => {
  if (language === 'vi' && !antdVietnamese) antdVietnamese = (await import('antd/es/locale/vi_VN')).default;
};

/** antd's locale for ConfigProvider: undefined is antd's English. */
export const antdLocaleOf = (language: string): AntdLocale | undefined =>
  language === 'vi' ? antdVietnamese : undefined;
