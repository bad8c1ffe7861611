export {
  PhoneInput,
  applyPhoneMask,
  maskDigits,
  type PhoneCountry,
  type PhoneInputProps,
  type PhoneValue,
} from './PhoneInput';
