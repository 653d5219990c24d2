import { changePasswordInput, otpInput, TOTP_USES, totpPasswordInput } from '@paygate/contracts';
import { z } from 'zod';
import type { Resolvers } from '../../generated/graphql.js';
import { parseInput } from '../../lib/validate.js';

const configInput = z.object({ config_totp: z.array(z.enum(TOTP_USES)).max(TOTP_USES.length) });

export const profileResolvers: Resolvers = {
  Mutation: {
    changePassword: async (_root, args, ctx) => {
      const { old_password, new_password } = parseInput(changePasswordInput, args);
      return ctx.services.profile.changePassword(await ctx.viewer(), old_password, new_password);
    },
    genTOTP: async (_root, args, ctx) => ({
      totp_uri: await ctx.services.profile.generateTotp(
        await ctx.viewer(),
        parseInput(totpPasswordInput, args).password,
      ),
    }),
    enableTOTP: async (_root, args, ctx) => ({
      success: true,
      recovery_codes: await ctx.services.profile.enableTotp(await ctx.viewer(), parseInput(otpInput, args).otp),
    }),
    disableTOTP: async (_root, args, ctx) =>
      ctx.services.profile.disableTotp(await ctx.viewer(), parseInput(totpPasswordInput, args).password),
    configTOTP: async (_root, args, ctx) =>
      ctx.services.profile.configureTotp(await ctx.viewer(), parseInput(configInput, args).config_totp),
    activeDashBoard: async (_root, args, ctx) => {
      const access = await ctx.access();
      const partner = await ctx.services.partners.getPartner(access.partnerId);
      return ctx.services.profile.activateDashboard(access, parseInput(otpInput, args).otp, partner.timeZone);
    },
  },
};
