import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, theme } from 'antd';
import { useId } from 'react';
import { SetStatementMailDocument, StatementMailDocument } from '../../gql/ops/statement';
import { errorMessage } from '../../lib/apollo';

/**
 * The member's monthly mail of last month's statements (issue 30 item 2), for the roles that may
 * receive it (policy receiveStatementMail; the caller hides it from the others). The server keeps
 * the choice per membership and records each change in the audit log.
 */
export const StatementMailSwitch = () => {
  const { token } = theme.useToken();
  const { t } = useLingui();
  const { message } = App.useApp();
  const id = useId();
  const { data, loading } = useQuery(StatementMailDocument);
  const [setMail, { loading: saving }] = useMutation(SetStatementMailDocument, {
    refetchQueries: [StatementMailDocument],
    awaitRefetchQueries: true,
  });
  const isOn = data?.statementMail ?? false;
  // A native switch (a checkbox with the switch role): antd's Switch would cost this route 3 KB.
  return (
    <p style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, margin: `0 0 ${token.marginSM}px` }}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={isOn}
        checked={isOn}
        disabled={loading || saving}
        aria-busy={loading || saving}
        style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary, cursor: 'pointer' }}
        onChange={async (event) => {
          const enabled = event.target.checked;
          try {
            await setMail({ variables: { enabled } });
            message.success(
              enabled ? t`Monthly statements will be mailed to you` : t`Monthly statement mail turned off`,
            );
          } catch (error) {
            message.error(errorMessage(error));
          }
        }}
      />
      <label htmlFor={id} style={{ cursor: 'pointer' }}>
        <Trans>Mail me last month's production statements on the 1st of each month</Trans>
      </label>
    </p>
  );
};
