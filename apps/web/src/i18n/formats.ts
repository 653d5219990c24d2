import type { Language } from '@paygate/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';

// antd's own texts (pagination, date pickers, empty states, modal buttons) and dayjs's (month
// names, relative times) in the portal's language (issue 31 item 3). English is both libraries'
// default and costs nothing; the Vietnamese ones are lazy chunks loaded with the Vietnamese
// catalogues, on the screens that have antd (language.ts): /login loads neither.

let antdVietnamese: AntdLocale | undefined;
let dayjsSwitched = false;

export const loadFormats = async (language: Language): Promise<void> => {
  if (language === 'vi') {
    const [antd, { default: dayjs }] = await Promise.all([
      import('antd/es/locale/vi_VN'),
      import('dayjs'),
      import('dayjs/locale/vi'),
    ]);
    antdVietnamese = antd.default;
    dayjs.locale('vi');
    dayjsSwitched = true;
  } else if (dayjsSwitched) {
    const { default: dayjs } = await import('dayjs');
    dayjs.locale('en');
  }
};

/** antd's locale for ConfigProvider: undefined is antd's English. */
export const antdLocaleOf = (language: string): AntdLocale | undefined =>
  language === 'vi' ? antdVietnamese : undefined;
