import { GlobalOutlined, MoonOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage, type Language } from '@paygate/contracts';
import { App, Card, Divider, Flex, Radio, Switch, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { PageHeader } from '../../app/shell/PageHeader';
import { UpdateLanguageDocument } from '../../gql/ops/UpdateLanguage';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { currentLanguage, switchLanguage } from '../../i18n/language';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { useDarkMode } from './useDarkMode';

const Setting = ({
  icon,
  title,
  titleId,
  description,
  control,
}: {
  icon: ReactNode;
  title: ReactNode;
  titleId?: string;
  description: ReactNode;
  control: ReactNode;
}) => (
  // On a phone a wide control (the language choice) goes under its text rather than squeeze it.
  <Flex justify="space-between" align="center" gap={16} wrap>
    <Flex gap={16} align="flex-start" style={{ flex: '1 1 200px', minWidth: 0 }}>
      <span style={{ fontSize: 20, lineHeight: '22px' }}>{icon}</span>
      <div>
        <Typography.Text strong id={titleId}>
          {title}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{description}</Typography.Text>
      </div>
    </Flex>
    {control}
  </Flex>
);

/**
 * The language choice (issue 31 item 2; PRODUCT §2.3 had a fixed English label): saved on the
 * user, so it follows them to another browser and chooses their mails' language, and applied at
 * once, without a reload.
 */
const LanguageChoice = ({ labelledBy }: { labelledBy: string }) => {
  const { notification } = App.useApp();
  const [updateLanguage, { loading }] = useMutation(UpdateLanguageDocument);
  const choose = async (language: Language) => {
    // The screen switches first: the choice shows at once, and holds in this browser even if
    // the save fails (the failure says so).
    const switched = switchLanguage(language);
    try {
      await updateLanguage({
        variables: { language },
        update: (cache) =>
          cache.updateQuery({ query: UserInfoDocument }, (data) =>
            data?.userInfo ? { userInfo: { ...data.userInfo, language } } : data,
          ),
      });
    } catch (error) {
      notifyError(notification, errorMessage(error));
    }
    await switched;
  };
  return (
    <Radio.Group
      aria-labelledby={labelledBy}
      optionType="button"
      value={currentLanguage()}
      disabled={loading}
      onChange={(event) => {
        const value: unknown = event.target.value;
        if (isLanguage(value)) void choose(value);
      }}
      options={(Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => ({
        value: language,
        label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
      }))}
    />
  );
};

/** PRODUCT §2.3: a dark-mode switch, and the language (issue 31). */
export const SettingPage = () => {
  const { t } = useLingui();
  const [darkmode, setDarkmode] = useDarkMode();
  const languageTitle = useId();
  return (
    <div>
      <PageHeader title={t`Setting`} />
      <Card style={{ maxWidth: 760 }}>
        <Setting
          icon={<MoonOutlined />}
          title={<Trans>Dark mode</Trans>}
          description={<Trans>A dark theme for every screen, kept in this browser.</Trans>}
          control={<Switch checked={darkmode} onChange={setDarkmode} aria-label={t`Dark mode`} />}
        />
        <Divider style={{ margin: '16px 0' }} />
        <Setting
          icon={<GlobalOutlined />}
          title={<Trans>Language</Trans>}
          titleId={languageTitle}
          description={<Trans>The language of the portal and of the mails you receive, kept on your account.</Trans>}
          control={<LanguageChoice labelledBy={languageTitle} />}
        />
      </Card>
    </div>
  );
};
