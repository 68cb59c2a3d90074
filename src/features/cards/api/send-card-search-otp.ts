/** POST /api/v1/cards/search/otp: sends the OTP to a chosen phone on file (also the resend). */
import { useMutation } from '@tanstack/react-query';
import { type BodyOf, callApi } from '../../../lib/api-client';

export const sendCardSearchOtp = async (body: BodyOf<'sendCardSearchOtp'>) =>
  (await callApi('sendCardSearchOtp', { body })).data;

export const useSendCardSearchOtp = () => useMutation({ mutationFn: sendCardSearchOtp });
