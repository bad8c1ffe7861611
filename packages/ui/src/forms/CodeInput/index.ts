export { CodeInput, type CodeInputProps, type CodeStatus } from './CodeInput';
