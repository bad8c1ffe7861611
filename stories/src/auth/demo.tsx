import { useState } from 'react';
import type { CodeStatus } from '@betline/ui';

/** The demo "server" of the code stories: this code is right, the expired one has timed out, others are wrong. */
export const RIGHT_CODE = '123456';
export const EXPIRED_CODE = '000000';

/** Answers a code as the server would: `idle` when right, else `wrongCode` or `timeUp`. */
export function useDemoCodeCheck(onRight: (code: string) => void) {
  const [status, setStatus] = useState<CodeStatus>('idle');
  const check = async (code: string) => {
    setStatus('idle');
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (code === RIGHT_CODE) onRight(code);
    else setStatus(code === EXPIRED_CODE ? 'timeUp' : 'wrongCode');
  };
  return { status, check };
}

/** Countries and currencies of the registration stories (the app passes the service's lists). */
export const countries = [
  { id: 44, label: 'United Kingdom' },
  { id: 49, label: 'Germany' },
  { id: 7, label: 'Kazakhstan' },
];
export const currencies = [
  { id: 1, label: 'USD ($)' },
  { id: 3, label: 'EUR (€)' },
  { id: 2, label: 'RUB (₽)' },
];
export const socialProviders = [
  { id: 'google', name: 'Google' },
  { id: 'vk', name: 'VK' },
  { id: 'telegram', name: 'Telegram' },
];
