import { SwapOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Select } from 'antd';
import { AllPartnerDocument } from '../../gql/ops/AllPartner';
import { savePartnerSwitch } from '../../lib/cookies';

/** The searchable partner switcher of PRODUCT §2.4: every partner the user belongs to. */
export const PartnerSwitcher = ({ current }: { current: { id: string; name: string } | undefined }) => {
  const { t } = useLingui();
  const client = useApolloClient();
  const { data, loading } = useQuery(AllPartnerDocument);
  const partners = data?.allPartner ?? [];
  const currentId = current?.id;
  // Until the list arrives, the current partner is the one option (never a bare id on screen).
  const options = data
    ? partners.map((p) => ({ value: p.partner.id, label: p.partner.name }))
    : current
      ? [{ value: current.id, label: current.name }]
      : [];
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t`Partner`}
      placeholder={t`Partner`}
      loading={loading}
      value={currentId}
      className="shell-partner"
      suffixIcon={<SwapOutlined />}
      options={options}
      onChange={async (id: string) => {
        const chosen = partners.find((p) => p.partner.id === id);
        if (!chosen || id === currentId) return;
        // PRODUCT §4: new token, user type and partner name in cookies, an empty cache, a reload.
        savePartnerSwitch(chosen.token, chosen.user_type, chosen.partner.name);
        await client.clearStore();
        window.location.reload();
      }}
    />
  );
};
