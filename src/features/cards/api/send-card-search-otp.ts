/** POST /api/v1/cards/search/otp: sends the OTP to a chosen phone on file (also the resend). */
import { useMutation } from '@tanstack/react-query';
import type { sendCardSearchOtp as SendOtpOp } from '../../../api/contract';
import { type BodyOf, callApi } from '../../../lib/api-client';
import { CARD_PATHS } from './keys';

export const sendCardSearchOtp = async (body: BodyOf<typeof SendOtpOp>) =>
  (await callApi<typeof SendOtpOp>(CARD_PATHS.sendCardSearchOtp, { body })).data;

export const useSendCardSearchOtp = () => useMutation({ mutationFn: sendCardSearchOtp });
