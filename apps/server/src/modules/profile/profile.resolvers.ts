import { changePasswordInput, languageInput, otpInput, TOTP_USES, totpPasswordInput } from '@paygate/contracts';
import { z } from 'zod';
import type { Resolvers } from '../../generated/graphql.js';
import { parseInput } from '../../lib/validate.js';

// The code is optional on the wire: the service decides when it is needed and answers OTP_REQUIRED.
const code = z.string().max(100).nullish();
const configInput = z.object({ config_totp: z.array(z.enum(TOTP_USES)).max(TOTP_USES.length), otp: code });
const disableInput = totpPasswordInput.extend({ otp: code });

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
    disableTOTP: async (_root, args, ctx) => {
      const { password, otp } = parseInput(disableInput, args);
      return ctx.services.profile.disableTotp(await ctx.viewer(), password, otp);
    },
    configTOTP: async (_root, args, ctx) => {
      const { config_totp, otp } = parseInput(configInput, args);
      return ctx.services.profile.configureTotp(await ctx.viewer(), config_totp, otp);
    },
    // The caller's own language (issue 31): the session alone, checked before the input.
    updateLanguage: async (_root, args, ctx) => {
      const viewer = await ctx.viewer();
      return ctx.services.profile.updateLanguage(viewer, parseInput(languageInput, args).language);
    },
    activeDashBoard: async (_root, args, ctx) => {
      const access = await ctx.access();
      return ctx.services.profile.activateDashboard(access, parseInput(otpInput, args).otp, access.partner.timeZone);
    },
  },
};
