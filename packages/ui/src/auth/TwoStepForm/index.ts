export { TwoStepForm, type TwoStepFormProps } from './TwoStepForm';
