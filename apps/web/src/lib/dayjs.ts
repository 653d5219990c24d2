import { i18n } from '@lingui/core';
// biome-ignore lint/style/noRestrictedImports: the one module that imports dayjs itself.
import dayjs from 'dayjs';
// Vietnamese month and day names for the date pickers (antd's picker asks dayjs for the locale
// named by antd's own vi_VN). 0.7 KB gzip, which only the screens with a picker download.
import 'dayjs/locale/vi';
import { currentLanguage } from '../i18n/current';

// dayjs for the portal's code: the same dayjs, in the language on screen (issue 31 item 3).
// dayjs is loaded by the screens that have a date picker, lazily; the language code does not load
// it (a Vietnamese screen without a picker would pay 3.7 KB gzip for nothing, /transaction's first
// load was 1.4 KB over its budget in Vietnamese that way). So the locale follows the language
// here, where dayjs is loaded: the first time and on every switch after (Lingui's 'change').
// Import dayjs from this module (lint: noRestrictedImports); a type from 'dayjs' itself is fine.

const followLanguage = () => {
  const language = currentLanguage();
  if (dayjs.locale() !== language) dayjs.locale(language);
};
followLanguage();
i18n.on('change', followLanguage);

export default dayjs;
// biome-ignore lint/style/noRestrictedImports: its type, from the same place.
export type { Dayjs } from 'dayjs';
