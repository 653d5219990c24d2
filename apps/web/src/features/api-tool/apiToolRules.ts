import {
  APP_NOT_SELECTED,
  apiToolInput,
  DEVELOPMENT_APP_ONLY,
  fieldErrors,
  type GatewayQueryField,
  type PaymentApi,
} from '@paygate/contracts';
import { hasAccountName, hasBank, isCryptoApi, type ToolValues, TRANSFER_API } from './apiToolFields';

// The API tool's rules (PRODUCT §5 "API tool page", the contracts' schemas with their messages
// verbatim) and the values a request is signed with.

type AppLike = { id: string; status: string };

/** The form's errors by field, empty when the values may be sent. */
export const validateToolValues = (values: ToolValues, apps: AppLike[]): Record<string, string> => {
  if (values.api === TRANSFER_API) {
    if (!values.app_id) return { app_id: APP_NOT_SELECTED };
    const app = apps.find((a) => a.id === values.app_id);
    return app?.status === 'DEVELOPMENT' ? {} : { app_id: DEVELOPMENT_APP_ONLY };
  }
  const schema = apiToolInput({
    crypto: isCryptoApi(values.api),
    bank: values.bank,
    virtualAccount: hasAccountName(values.api),
  });
  const result = schema.safeParse({ ...values, callback_uri: values.callback_uri.trim() || undefined });
  return result.success ? {} : fieldErrors(result.error);
};

/** The request's values for a gateway API, as a merchant's server would send them. */
export const requestValues = (
  values: ToolValues,
): { api: PaymentApi; values: Partial<Record<GatewayQueryField, string>> } => {
  const api = values.api as PaymentApi;
  const parsed = apiToolInput({
    crypto: isCryptoApi(api),
    bank: values.bank,
    virtualAccount: hasAccountName(api),
  }).parse({ ...values, callback_uri: values.callback_uri.trim() || undefined });
  const crypto = isCryptoApi(api);
  return {
    api,
    values: {
      app_id: values.app_id,
      channel_id: values.channel_id,
      transaction_id: parsed.transaction_id,
      callback_uri: parsed.callback_uri ?? '',
      user_id: values.user_id.trim(),
      amount: parsed.amount,
      currency_text: crypto ? '' : values.currency,
      bank: hasBank(api) ? values.bank : '',
      source: values.source.trim(),
      account_name: hasAccountName(api) ? (parsed.account_name ?? '') : '',
      crypto_token: crypto ? values.crypto_token : '',
      chain: crypto ? values.chain : '',
    },
  };
};
