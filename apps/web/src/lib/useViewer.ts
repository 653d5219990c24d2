import { useQuery } from '@apollo/client/react';
import { can, type Permission, type UserType } from '@paygate/contracts';
import { UserInfoDocument } from '../gql/ops/UserInfo';

/** The current user from the cache the shell already filled, and what the policy table allows. */
export const useViewer = () => {
  const { data } = useQuery(UserInfoDocument);
  const user = data?.userInfo;
  const userType = (user?.user_type ?? undefined) as UserType | undefined;
  return { user, userType, can: (permission: Permission) => can(userType, permission) };
};
