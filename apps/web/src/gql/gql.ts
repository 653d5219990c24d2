/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}": typeof types.ActiveUserDocument,
    "mutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}": typeof types.CreatePartnerDocument,
    "mutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}": typeof types.JoinPartnerDocument,
    "mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}": typeof types.RegisterDocument,
    "mutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}": typeof types.RequestResetUserPasswordDocument,
    "mutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}": typeof types.ResetUserPasswordDocument,
    "query AppList {\n  partner {\n    id\n    list_app {\n      id\n      name\n      logo\n      status\n      description\n      webhook_url\n      app_secret\n      webhook_secret\n      previous_secret_expires_at\n      created_time\n    }\n  }\n}\n\nmutation CreateApp($name: String!, $description: String!, $logo: String!, $webhook_url: String) {\n  createApp(\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation UpdateApp($app_id: ID!, $name: String, $description: String, $logo: String, $webhook_url: String) {\n  updateApp(\n    app_id: $app_id\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation SetAppStatusToProduction($app_id: ID!) {\n  setAppStatusToProduction(app_id: $app_id) {\n    id\n    status\n  }\n}\n\nmutation RemoveApp($app_id: ID!) {\n  removeApp(app_id: $app_id)\n}\n\nmutation TestAppWebhook($app_id: ID!) {\n  testAppWebhook(app_id: $app_id) {\n    id\n    success\n    status_code\n    latency_ms\n    response_excerpt\n    error\n  }\n}\n\nmutation RotateAppSecret($app_id: ID!, $grace: SecretGrace!) {\n  rotateAppSecret(app_id: $app_id, grace: $grace) {\n    id\n    app_secret\n    previous_secret_expires_at\n  }\n}": typeof types.AppListDocument,
    "query AppChannels($app_id: ID!) {\n  app(app_id: $app_id) {\n    id\n    name\n    status\n    list_channel {\n      id\n      name\n      is_default\n    }\n  }\n}\n\nmutation CreateChannel($app_id: ID!, $name: String!) {\n  createChannel(app_id: $app_id, name: $name) {\n    id\n  }\n}\n\nmutation SetChannelDefault($channel_id: ID!) {\n  setChannelDefault(channel_id: $channel_id) {\n    id\n    is_default\n  }\n}": typeof types.AppChannelsDocument,
    "query AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}": typeof types.AllPartnerDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}": typeof types.UserInfoDocument,
    "query PartnerUsers {\n  partner {\n    id\n    list_user {\n      id\n      role\n      created_time\n      user {\n        id\n        name\n        avatar\n      }\n    }\n  }\n}\n\nmutation CreateInviteToken($role: UpdatableRole) {\n  createInviteToken(role: $role) {\n    invite_token\n    role\n    expires_at\n  }\n}\n\nmutation UpdateUserPartner($user_partner_id: ID!, $role: UpdatableRole!) {\n  updateUserPartner(user_partner_id: $user_partner_id, role: $role) {\n    id\n    role\n  }\n}\n\nmutation RemoveUserPartner($user_partner_id: ID!) {\n  removeUserPartner(user_partner_id: $user_partner_id)\n}": typeof types.PartnerUsersDocument,
    "query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}": typeof types.AppConfigDocument,
    "mutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}": typeof types.UpdateAppConfigDocument,
};
const documents: Documents = {
    "mutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}": types.ActiveUserDocument,
    "mutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}": types.CreatePartnerDocument,
    "mutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}": types.JoinPartnerDocument,
    "mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}": types.LoginDocument,
    "mutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}": types.RegisterDocument,
    "mutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}": types.RequestResetUserPasswordDocument,
    "mutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}": types.ResetUserPasswordDocument,
    "query AppList {\n  partner {\n    id\n    list_app {\n      id\n      name\n      logo\n      status\n      description\n      webhook_url\n      app_secret\n      webhook_secret\n      previous_secret_expires_at\n      created_time\n    }\n  }\n}\n\nmutation CreateApp($name: String!, $description: String!, $logo: String!, $webhook_url: String) {\n  createApp(\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation UpdateApp($app_id: ID!, $name: String, $description: String, $logo: String, $webhook_url: String) {\n  updateApp(\n    app_id: $app_id\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation SetAppStatusToProduction($app_id: ID!) {\n  setAppStatusToProduction(app_id: $app_id) {\n    id\n    status\n  }\n}\n\nmutation RemoveApp($app_id: ID!) {\n  removeApp(app_id: $app_id)\n}\n\nmutation TestAppWebhook($app_id: ID!) {\n  testAppWebhook(app_id: $app_id) {\n    id\n    success\n    status_code\n    latency_ms\n    response_excerpt\n    error\n  }\n}\n\nmutation RotateAppSecret($app_id: ID!, $grace: SecretGrace!) {\n  rotateAppSecret(app_id: $app_id, grace: $grace) {\n    id\n    app_secret\n    previous_secret_expires_at\n  }\n}": types.AppListDocument,
    "query AppChannels($app_id: ID!) {\n  app(app_id: $app_id) {\n    id\n    name\n    status\n    list_channel {\n      id\n      name\n      is_default\n    }\n  }\n}\n\nmutation CreateChannel($app_id: ID!, $name: String!) {\n  createChannel(app_id: $app_id, name: $name) {\n    id\n  }\n}\n\nmutation SetChannelDefault($channel_id: ID!) {\n  setChannelDefault(channel_id: $channel_id) {\n    id\n    is_default\n  }\n}": types.AppChannelsDocument,
    "query AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}": types.AllPartnerDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}": types.UserInfoDocument,
    "query PartnerUsers {\n  partner {\n    id\n    list_user {\n      id\n      role\n      created_time\n      user {\n        id\n        name\n        avatar\n      }\n    }\n  }\n}\n\nmutation CreateInviteToken($role: UpdatableRole) {\n  createInviteToken(role: $role) {\n    invite_token\n    role\n    expires_at\n  }\n}\n\nmutation UpdateUserPartner($user_partner_id: ID!, $role: UpdatableRole!) {\n  updateUserPartner(user_partner_id: $user_partner_id, role: $role) {\n    id\n    role\n  }\n}\n\nmutation RemoveUserPartner($user_partner_id: ID!) {\n  removeUserPartner(user_partner_id: $user_partner_id)\n}": types.PartnerUsersDocument,
    "query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}": types.AppConfigDocument,
    "mutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}": types.UpdateAppConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["mutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}"): (typeof documents)["mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}"): (typeof documents)["mutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}"): (typeof documents)["mutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}"): (typeof documents)["mutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppList {\n  partner {\n    id\n    list_app {\n      id\n      name\n      logo\n      status\n      description\n      webhook_url\n      app_secret\n      webhook_secret\n      previous_secret_expires_at\n      created_time\n    }\n  }\n}\n\nmutation CreateApp($name: String!, $description: String!, $logo: String!, $webhook_url: String) {\n  createApp(\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation UpdateApp($app_id: ID!, $name: String, $description: String, $logo: String, $webhook_url: String) {\n  updateApp(\n    app_id: $app_id\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation SetAppStatusToProduction($app_id: ID!) {\n  setAppStatusToProduction(app_id: $app_id) {\n    id\n    status\n  }\n}\n\nmutation RemoveApp($app_id: ID!) {\n  removeApp(app_id: $app_id)\n}\n\nmutation TestAppWebhook($app_id: ID!) {\n  testAppWebhook(app_id: $app_id) {\n    id\n    success\n    status_code\n    latency_ms\n    response_excerpt\n    error\n  }\n}\n\nmutation RotateAppSecret($app_id: ID!, $grace: SecretGrace!) {\n  rotateAppSecret(app_id: $app_id, grace: $grace) {\n    id\n    app_secret\n    previous_secret_expires_at\n  }\n}"): (typeof documents)["query AppList {\n  partner {\n    id\n    list_app {\n      id\n      name\n      logo\n      status\n      description\n      webhook_url\n      app_secret\n      webhook_secret\n      previous_secret_expires_at\n      created_time\n    }\n  }\n}\n\nmutation CreateApp($name: String!, $description: String!, $logo: String!, $webhook_url: String) {\n  createApp(\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation UpdateApp($app_id: ID!, $name: String, $description: String, $logo: String, $webhook_url: String) {\n  updateApp(\n    app_id: $app_id\n    name: $name\n    description: $description\n    logo: $logo\n    webhook_url: $webhook_url\n  ) {\n    id\n  }\n}\n\nmutation SetAppStatusToProduction($app_id: ID!) {\n  setAppStatusToProduction(app_id: $app_id) {\n    id\n    status\n  }\n}\n\nmutation RemoveApp($app_id: ID!) {\n  removeApp(app_id: $app_id)\n}\n\nmutation TestAppWebhook($app_id: ID!) {\n  testAppWebhook(app_id: $app_id) {\n    id\n    success\n    status_code\n    latency_ms\n    response_excerpt\n    error\n  }\n}\n\nmutation RotateAppSecret($app_id: ID!, $grace: SecretGrace!) {\n  rotateAppSecret(app_id: $app_id, grace: $grace) {\n    id\n    app_secret\n    previous_secret_expires_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppChannels($app_id: ID!) {\n  app(app_id: $app_id) {\n    id\n    name\n    status\n    list_channel {\n      id\n      name\n      is_default\n    }\n  }\n}\n\nmutation CreateChannel($app_id: ID!, $name: String!) {\n  createChannel(app_id: $app_id, name: $name) {\n    id\n  }\n}\n\nmutation SetChannelDefault($channel_id: ID!) {\n  setChannelDefault(channel_id: $channel_id) {\n    id\n    is_default\n  }\n}"): (typeof documents)["query AppChannels($app_id: ID!) {\n  app(app_id: $app_id) {\n    id\n    name\n    status\n    list_channel {\n      id\n      name\n      is_default\n    }\n  }\n}\n\nmutation CreateChannel($app_id: ID!, $name: String!) {\n  createChannel(app_id: $app_id, name: $name) {\n    id\n  }\n}\n\nmutation SetChannelDefault($channel_id: ID!) {\n  setChannelDefault(channel_id: $channel_id) {\n    id\n    is_default\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}"): (typeof documents)["query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerUsers {\n  partner {\n    id\n    list_user {\n      id\n      role\n      created_time\n      user {\n        id\n        name\n        avatar\n      }\n    }\n  }\n}\n\nmutation CreateInviteToken($role: UpdatableRole) {\n  createInviteToken(role: $role) {\n    invite_token\n    role\n    expires_at\n  }\n}\n\nmutation UpdateUserPartner($user_partner_id: ID!, $role: UpdatableRole!) {\n  updateUserPartner(user_partner_id: $user_partner_id, role: $role) {\n    id\n    role\n  }\n}\n\nmutation RemoveUserPartner($user_partner_id: ID!) {\n  removeUserPartner(user_partner_id: $user_partner_id)\n}"): (typeof documents)["query PartnerUsers {\n  partner {\n    id\n    list_user {\n      id\n      role\n      created_time\n      user {\n        id\n        name\n        avatar\n      }\n    }\n  }\n}\n\nmutation CreateInviteToken($role: UpdatableRole) {\n  createInviteToken(role: $role) {\n    invite_token\n    role\n    expires_at\n  }\n}\n\nmutation UpdateUserPartner($user_partner_id: ID!, $role: UpdatableRole!) {\n  updateUserPartner(user_partner_id: $user_partner_id, role: $role) {\n    id\n    role\n  }\n}\n\nmutation RemoveUserPartner($user_partner_id: ID!) {\n  removeUserPartner(user_partner_id: $user_partner_id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}"): (typeof documents)["query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}"): (typeof documents)["mutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;