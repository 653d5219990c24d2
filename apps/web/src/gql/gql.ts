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
    "mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}\n\nmutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}\n\nmutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}\n\nmutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}\n\nmutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}\n\nmutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}\n\nmutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}": typeof types.LoginDocument,
    "query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}\n\nquery AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.UserInfoDocument,
    "query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}\n\nmutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}": typeof types.AppConfigDocument,
};
const documents: Documents = {
    "mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}\n\nmutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}\n\nmutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}\n\nmutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}\n\nmutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}\n\nmutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}\n\nmutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}": types.LoginDocument,
    "query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}\n\nquery AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": types.UserInfoDocument,
    "query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}\n\nmutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}": types.AppConfigDocument,
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
export function graphql(source: "mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}\n\nmutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}\n\nmutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}\n\nmutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}\n\nmutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}\n\nmutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}\n\nmutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {\n  loginByPassword(\n    email_or_phone_number: $email_or_phone_number\n    password: $password\n    otp: $otp\n  ) {\n    access_token\n    user {\n      id\n      name\n      avatar\n    }\n  }\n}\n\nmutation Register($name: String!, $password: String!, $email: String!) {\n  registerByEmail(name: $name, password: $password, email: $email)\n}\n\nmutation ActiveUser($active_token: String!) {\n  activeUser(active_token: $active_token) {\n    access_token\n    user {\n      id\n      name\n    }\n  }\n}\n\nmutation RequestResetUserPassword($email: String!) {\n  requestResetUserPassword(email: $email)\n}\n\nmutation ResetUserPassword($user_id: ID!, $token: String!, $password: String!) {\n  resetUserPassword(user_id: $user_id, token: $token, password: $password)\n}\n\nmutation CreatePartner($name: String!, $partner_type: PartnerType!) {\n  createPartner(name: $name, partner_type: $partner_type) {\n    id\n    name\n  }\n}\n\nmutation JoinPartner($invite_token: String!) {\n  joinPartner(invite_token: $invite_token) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}\n\nquery AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["query UserInfo {\n  userInfo {\n    id\n    name\n    email\n    avatar\n    is_enabled_TOTP\n    totp_config\n    user_type\n    user_partner {\n      id\n      role\n    }\n    partner {\n      id\n      name\n      disabled_banks\n      list_app {\n        id\n        name\n        status\n      }\n    }\n  }\n}\n\nquery AllPartner {\n  allPartner {\n    token\n    user_type\n    partner {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}\n\nmutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}"): (typeof documents)["query AppConfig {\n  appConfig @client {\n    darkmode\n  }\n}\n\nmutation UpdateAppConfig($darkmode: Boolean!) {\n  updateAppConfig(darkmode: $darkmode) @client {\n    darkmode\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;