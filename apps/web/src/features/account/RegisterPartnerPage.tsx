import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PARTNER_TYPE_LABELS, PARTNER_TYPES, type PartnerInput, partnerInput } from '@paygate/contracts';
import { Alert, Select } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CreatePartnerDocument, UserInfoDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { clearAuth } from '../../lib/cookies';
import { AccountCard } from './AccountCard';
import { FormField, RhfForm, SubmitButton } from './FormField';

export const RegisterPartnerPage = () => {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [createPartner, { loading }] = useMutation(CreatePartnerDocument, {
    refetchQueries: [{ query: UserInfoDocument }],
    awaitRefetchQueries: true,
  });
  const { control, handleSubmit } = useForm<PartnerInput>({
    resolver: zodResolver(partnerInput),
    mode: 'onTouched',
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
      title="Register New Partner"
      footer={
        <>
          <Link to="/join-partner">I have an invitation code</Link>
          <Link to="/login" onClick={() => clearAuth()}>
            Back to login
          </Link>
        </>
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="You must register a partner, or join one with an invitation code, before using the system."
      />
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <RhfForm onSubmit={onSubmit}>
        <FormField control={control} name="name" label="Partner name" autoComplete="organization" />
        <FormField control={control} name="partner_type" label="Partner type">
          {(field) => (
            <Select
              id="partner_type"
              style={{ width: '100%' }}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={PARTNER_TYPES.map((t) => ({ value: t, label: PARTNER_TYPE_LABELS[t] }))}
            />
          )}
        </FormField>
        <SubmitButton loading={loading}>REGISTER</SubmitButton>
      </RhfForm>
    </AccountCard>
  );
};
