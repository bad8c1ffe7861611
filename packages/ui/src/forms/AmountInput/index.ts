export { AmountInput, readAmount, type AmountInputProps } from './AmountInput';
