import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';

/** What shows of a hidden secret: a fixed run of dots and its last four characters, to tell two apart. */
export const maskSecret = (secret: string) => `${'•'.repeat(12)}${secret.slice(-4)}`;

/**
 * A secret masked on every open (issue 28 item 14): a reveal toggle shows it, and the copy button
 * copies the whole secret whether it shows or not, so copying never needs it on screen.
 */
export const SecretValue = ({ label, secret }: { label: string; secret: string }) => {
  const { t } = useLingui();
  const [isShown, setIsShown] = useState(false);
  return (
    <Space size={4} wrap>
      <Typography.Text
        code
        copyable={{ text: secret, tooltips: [t`Copy ${label}`, t`Copied`] }}
        style={{ wordBreak: 'break-all' }}
      >
        {isShown ? (
          secret
        ) : (
          <>
            <span aria-hidden="true">{maskSecret(secret).slice(0, -4)}</span>
            <span className="visually-hidden">
              <Trans>hidden, ends in</Trans>{' '}
            </span>
            {secret.slice(-4)}
          </>
        )}
      </Typography.Text>
      <Button
        size="small"
        type="text"
        icon={isShown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        aria-pressed={isShown}
        aria-label={isShown ? t`Hide ${label}` : t`Show ${label}`}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
      </Button>
    </Space>
  );
};
