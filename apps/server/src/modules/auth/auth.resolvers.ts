import {
  activeUserInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
} from '@paygate/contracts';
import type { Resolvers } from '../../generated/graphql.js';
import { parseInput } from '../../lib/validate.js';

const summary = (user: { id: string; name: string; avatar: string | null }) => ({
  id: user.id,
  name: user.name,
  avatar: user.avatar,
});

// Thin: parse with the contracts schema, hand off to the service, shape the answer.
export const authResolvers: Resolvers = {
  Mutation: {
    loginByPassword: async (_root, args, ctx) => {
      const { access_token, user } = await ctx.services.auth.login(parseInput(loginInput, args), ctx.meta);
      return { access_token, user: summary(user) };
    },
    registerByEmail: (_root, args, ctx) => ctx.services.auth.register(parseInput(registerInput, args), ctx.meta),
    activeUser: async (_root, args, ctx) => {
      const { active_token } = parseInput(activeUserInput, args);
      const { access_token, user } = await ctx.services.auth.activateEmail(active_token, ctx.meta);
      return { access_token, user: summary(user) };
    },
    requestResetUserPassword: (_root, args, ctx) =>
      ctx.services.auth.requestPasswordReset(parseInput(forgotPasswordInput, args).email, ctx.meta),
    resetUserPassword: (_root, args, ctx) =>
      ctx.services.auth.resetPassword(parseInput(resetPasswordInput, args), ctx.meta),
    logout: async (_root, _args, ctx) => ctx.services.auth.logout(await ctx.viewer()),
  },
};
