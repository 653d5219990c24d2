import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Descriptions, Typography } from 'antd';
import { useId, useState } from 'react';
import { prettyJson, responseFieldsOf } from './responseFields';

/**
 * The gateway's `response` as labelled fields (issue 28 item 11); the raw JSON, for developers,
 * opens with a toggle below them.
 */
export const ResponseDetails = ({ response }: { response: string | null | undefined }) => {
  const { t } = useLingui();
  const [isRawShown, setRawShown] = useState(false);
  const rawId = useId();
  if (!response)
    return (
      <Typography.Text type="secondary">
        <Trans>No gateway response recorded.</Trans>
      </Typography.Text>
    );
  const fields = responseFieldsOf(response, t);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {fields && fields.length > 0 ? (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          style={{ width: '100%' }}
          items={fields.map((f) => ({ key: f.key, label: f.label, children: f.value }))}
        />
      ) : (
        <Typography.Text type="secondary">
          <Trans>Nothing to show beyond the raw response.</Trans>
        </Typography.Text>
      )}
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        aria-expanded={isRawShown}
        aria-controls={rawId}
        onClick={() => setRawShown((shown) => !shown)}
      >
        {isRawShown ? <Trans>Hide raw response</Trans> : <Trans>Show raw response (JSON)</Trans>}
      </Button>
      {isRawShown ? (
        <pre
          id={rawId}
          style={{
            maxHeight: 240,
            width: '100%',
            overflow: 'auto',
            margin: 0,
            padding: 12,
            borderRadius: 8,
            background: 'rgba(127,127,127,0.08)',
            fontSize: 12,
          }}
        >
          {prettyJson(response)}
        </pre>
      ) : null}
    </div>
  );
};
