import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Card, Space, Typography } from 'antd';

const FILE_NAME = 'paygate-recovery-codes.txt';

/** The codes' text file, its two lines of explanation in the portal's language. */
export const recoveryCodesText = (codes: string[], email: string, i18n: I18n) =>
  [
    i18n._(msg`Paygate recovery codes for ${email}`),
    i18n._(msg`Each code works once, in place of a two-factor code, if you lose your phone.`),
    '',
    ...codes,
    '',
  ].join('\n');

/** The ten single-use recovery codes, shown once right after two-factor is enabled. */
export const RecoveryCodes = ({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) => {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const text = recoveryCodesText(codes, email, i18n);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t`Recovery codes copied`);
    } catch (error) {
      console.error(error);
      void message.error(t`Could not copy: select the codes and copy them by hand`);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card title={t`Save your recovery codes`} style={{ maxWidth: 560 }}>
      <Alert
        type="warning"
        showIcon
        title={t`These codes are shown only once.`}
        description={t`If you lose your phone, each code works once in place of a two-factor code. Keep them somewhere safe, away from your phone.`}
        style={{ marginBottom: 16 }}
      />
      <ol className="recovery-codes" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          <Trans>Download</Trans>
        </Button>
        <Button type="primary" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </Space>
    </Card>
  );
};
