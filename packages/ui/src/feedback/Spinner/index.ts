export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './Spinner';
