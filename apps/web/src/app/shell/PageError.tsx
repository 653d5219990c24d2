import { Alert, theme } from 'antd';
import { errorMessage } from '../../lib/apollo';

/** A screen's query error, loaded only when there is one (see PageHeader). */
export const PageError = ({ error }: { error: unknown }) => {
  const { token } = theme.useToken();
  return <Alert type="error" showIcon title={errorMessage(error)} style={{ marginBottom: token.margin }} />;
};
