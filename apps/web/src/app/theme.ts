import { type ThemeConfig, theme } from 'antd';

// The portal's one antd theme. Its colours meet WCAG 2.2 AA contrast (4.5:1 for text, issue 12):
// antd's defaults do not — #1677ff links and buttons are 4.1:1 on white, the selected menu item
// 3.66:1 (2.47:1 at night), the grey of card titles 3.35:1, green/orange/cyan/gold tags ~3.3:1,
// form errors 3.3:1. The values stay in antd's own palettes so the product looks the same; the
// login and checkout pages' plain CSS use the same light values. Hover colours pass too: the
// pointer is often still on a button when its result shows.

/** A palette's 7th shade under both of antd's names: both become the one CSS variable --ant-<name>-7. */
const shade7 = (name: string, hex: string) => ({ [`${name}7`]: hex, [`${name}-7`]: hex });

/** Light mode: a deeper blue (5.4:1 on white, 4.8:1 as selected menu text) that darkens on hover. */
const LIGHT: ThemeConfig['token'] = {
  colorPrimary: '#0e62e6',
  colorPrimaryHover: '#0b54c9',
  colorLink: '#0e62e6',
  colorLinkHover: '#0b54c9',
  colorInfo: '#0e62e6',
  colorError: '#cf1322',
  colorSuccessText: '#237804',
  // Card titles, descriptions, hints: 5.7:1 instead of 3.35:1.
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  // A select's placeholder is text on screen (axe checks it): 4.7:1 instead of 1.8:1.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  // Tags draw their text in a palette's 7th shade on its 1st: the 8th shade reads at 5:1 or more.
  ...shade7('green', '#237804'),
  ...shade7('orange', '#ad4e00'),
  ...shade7('cyan', '#006d75'),
  ...shade7('gold', '#874d00'),
};

/** Night mode: antd's blue for fills (white on it 5.2:1), lighter blues and reds for text on dark. */
const NIGHT_TEXT_BLUE = '#69b1ff';
const NIGHT: ThemeConfig['token'] = {
  colorPrimary: '#1677ff',
  colorPrimaryHover: '#1f6fe0',
  colorLink: NIGHT_TEXT_BLUE,
  colorLinkHover: '#91caff',
  // A red light enough for text on dark (4.9:1 on a dialog); danger fills carry dark text.
  colorError: '#ff7875',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  purple: '#9254de',
  // REFUNDED's tag: from antd's own seed its text was 4.16:1 on a dark dialog; a lighter seed passes.
  geekblue: '#597ef7',
};

export const portalTheme = ({ night, reduceMotion }: { night: boolean; reduceMotion: boolean }): ThemeConfig => ({
  algorithm: night ? theme.darkAlgorithm : theme.defaultAlgorithm,
  token: { ...(night ? NIGHT : LIGHT), borderRadius: 8, motion: !reduceMotion },
  // At night the fill blue is too dark for text on the dark background (the selected menu item
  // was 2.47:1, the selected tab 4.0:1, a hovered default button's label 3.2:1): text takes the lighter blue.
  components: night
    ? {
        Menu: { itemSelectedColor: NIGHT_TEXT_BLUE, subMenuItemSelectedColor: NIGHT_TEXT_BLUE },
        Button: {
          defaultHoverColor: NIGHT_TEXT_BLUE,
          defaultHoverBorderColor: NIGHT_TEXT_BLUE,
          // Text on a filled danger button: white on the light red would be 3.3:1, this is 5.5:1.
          dangerColor: '#141414',
        },
        Tabs: { itemSelectedColor: NIGHT_TEXT_BLUE, itemHoverColor: NIGHT_TEXT_BLUE, itemActiveColor: NIGHT_TEXT_BLUE },
      }
    : undefined,
});
