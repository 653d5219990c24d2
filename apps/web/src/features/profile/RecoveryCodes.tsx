import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Typography } from 'antd';

const FILE_NAME = 'paygate-recovery-codes.txt';

export const recoveryCodesText = (codes: string[], email: string) =>
  [
    `Paygate recovery codes for ${email}`,
    'Each code works once, in place of a two-factor code, if you lose your phone.',
    '',
    ...codes,
    '',
  ].join('\n');

/** The ten single-use recovery codes, shown once right after two-factor is enabled. */
export const RecoveryCodes = ({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) => {
  const { message } = App.useApp();
  const text = recoveryCodesText(codes, email);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success('Recovery codes copied');
    } catch (error) {
      console.error(error);
      void message.error('Could not copy: select the codes and copy them by hand');
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
    <Card title="Save your recovery codes" style={{ maxWidth: 560 }}>
      <Alert
        type="warning"
        showIcon
        title="These codes are shown only once."
        description="If you lose your phone, each code works once in place of a two-factor code. Keep them somewhere safe, away from your phone."
        style={{ marginBottom: 16 }}
      />
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          Download
        </Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </Space>
    </Card>
  );
};
