import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PARTNER_TYPE_LABELS, PARTNER_TYPES, partnerInput } from '@paygate/contracts';
import { Alert, Select } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CreatePartnerDocument } from '../../gql/ops/CreatePartner';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { errorMessage } from '../../lib/apollo';
import { clearAuth } from '../../lib/cookies';
import { NativeField, NativeForm } from '../../ui/form/NativeField';
import { useZodForm } from '../../ui/form/useZodForm';
import { AccountCard } from './AccountCard';
import { SubmitButton } from './SubmitButton';

export const RegisterPartnerPage = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [createPartner, { loading }] = useMutation(CreatePartnerDocument, {
    refetchQueries: [{ query: UserInfoDocument }],
    awaitRefetchQueries: true,
  });
  const { control, handleSubmit } = useZodForm(partnerInput, {
    defaultValues: { name: '', partner_type: 'INVIDUAL' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await createPartner({ variables: values });
      navigate('/', { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  return (
    <AccountCard
      title={t`Register New Partner`}
      footer={
        <>
          <Link to="/join-partner">
            <Trans>I have an invitation code</Trans>
          </Link>
          <Link to="/login" onClick={() => clearAuth()}>
            <Trans>Back to login</Trans>
          </Link>
        </>
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t`You must register a partner, or join one with an invitation code, before using the system.`}
      />
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <NativeForm onSubmit={onSubmit}>
        <NativeField control={control} name="name" label={t`Partner name`} autoComplete="organization" />
        <NativeField control={control} name="partner_type" label={t`Partner type`}>
          {(field) => (
            <Select
              {...field}
              style={{ width: '100%' }}
              options={PARTNER_TYPES.map((type) => ({ value: type, label: PARTNER_TYPE_LABELS[type] }))}
            />
          )}
        </NativeField>
        <SubmitButton loading={loading}>
          <Trans>REGISTER</Trans>
        </SubmitButton>
      </NativeForm>
    </AccountCard>
  );
};
